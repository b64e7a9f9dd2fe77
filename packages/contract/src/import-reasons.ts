import { z } from 'zod';

/**
 * Why an import's cell or row is refused, or what applying it does besides its cells: a code the
 * app translates, the values its message names, and the message in English for other clients.
 * Shared by the member import and the course import.
 */
export const IMPORT_REASONS = [
  // A cell's text as the file has it.
  'required',
  'noColumn',
  'notDate',
  'notCalendarDay',
  'notSex',
  'notYesNo',
  'notLanguage',
  'notHandicap',
  'unknownCategory',
  /** The field's rule (the form's rule, from the contract); `values.path` names the field. */
  'invalid',
  // A cell against the other rows and the club's members.
  'alsoInRow',
  'usernameOfOtherGsn',
  'gsnOfOtherPlayer',
  'usernameTaken',
  // A row as a whole.
  'sameMemberAs',
  'otherClubPlayer',
  /** A member who is another club's member too: the file's personal details are not written. */
  'sharedPlayer',
  'staysDeactivated',
  // A course import's row against the course.
  'loopsDiffer',
  'teeTwice',
  'holesDiffer',
  'ratingIdTaken',
] as const;
export const ImportReasonCode = z.enum(IMPORT_REASONS);
export type ImportReasonCode = z.infer<typeof ImportReasonCode>;

export const ImportReason = z.object({
  code: ImportReasonCode,
  /** In English: for a client without the app's translations, and for logs. */
  message: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ImportReason = z.infer<typeof ImportReason>;

export const importReason = (
  code: ImportReasonCode,
  message: string,
  values: ImportReason['values'] = {},
): ImportReason => ({ code, message, values });
