import { AdminMemberInput, type AdminMember } from '@fairway/contract';
import { formatHandicap, parseHandicap, type FormatOptions } from '@fairway/golf';
import { isApiError } from '../../api/api-error';

/** The member form's fields as typed: text for each (the index as golfers write it). */
export type MemberForm = Record<
  Exclude<keyof AdminMemberInput, 'is_gast' | 'category_id' | 'start_index'>,
  string
> & { is_gast: boolean; category_id: number | null; start_index: string };
export type MemberField = keyof AdminMemberInput;

/** A field's message: an i18n key. */
export type FieldErrors = Partial<Record<MemberField, string>>;

export const emptyForm = (): MemberForm => ({
  gsn: '',
  voorletters: '',
  roepnaam: '',
  tussenvoegsel: '',
  achternaam: '',
  geboortedatum: '',
  geslacht: 'm',
  email: '',
  telefoon: '',
  mobiel: '',
  voorkeurstaal: 'nl_NL',
  category_id: null,
  username: '',
  is_gast: false,
  extra_veld_1: '',
  start_index: '',
  start_index_date: '',
});

/** The form filled in with the member as the server has them. */
export function formOf(m: AdminMember, format: FormatOptions): MemberForm {
  const form = emptyForm();
  for (const key of Object.keys(form) as (keyof MemberForm)[]) {
    const value = m[key];
    if (key === 'start_index')
      form.start_index = m.start_index === null ? '' : formatHandicap(m.start_index, format);
    else (form as Record<string, unknown>)[key] = value ?? (key === 'category_id' ? null : '');
  }
  return form;
}

/** Each field's message when the contract refuses it (the server's own rule, checked here first). */
const INVALID: Partial<Record<MemberField, string>> = {
  gsn: 'memberAdmin.errors.gsn',
  achternaam: 'memberAdmin.errors.achternaam',
  email: 'memberAdmin.errors.email',
  telefoon: 'memberAdmin.errors.phone',
  mobiel: 'memberAdmin.errors.phone',
  username: 'memberAdmin.errors.username',
  start_index: 'memberAdmin.errors.startIndex',
  start_index_date: 'memberAdmin.errors.startIndexDate',
  geboortedatum: 'memberAdmin.errors.date',
  category_id: 'memberAdmin.errors.category',
};
/** The message key of a field the member rules refuse (also for an imported cell). */
export const invalid = (field: MemberField) => INVALID[field] ?? 'memberAdmin.errors.invalid';

/** The server's refusals of a value the form had right (taken, shared, fixed), by field. */
const CONFLICT: Partial<Record<MemberField, string>> = {
  username: 'memberAdmin.errors.usernameTaken',
  gsn: 'memberAdmin.errors.gsnTaken',
  start_index: 'memberAdmin.errors.startIndexSet',
};

const text = (value: string) => (value.trim() === '' ? null : value.trim());

/** The form as the call's body, or the message of each field the contract refuses. */
export function toInput(form: MemberForm): { input: AdminMemberInput } | { errors: FieldErrors } {
  let index: number | null = null;
  const errors: FieldErrors = {};
  if (form.start_index.trim()) {
    try {
      index = parseHandicap(form.start_index);
    } catch {
      errors.start_index = invalid('start_index');
    }
  }
  const parsed = AdminMemberInput.safeParse({
    ...Object.fromEntries(
      Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? text(v) : v]),
    ),
    geslacht: form.geslacht,
    voorkeurstaal: form.voorkeurstaal,
    start_index: index,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as MemberField;
      errors[field] ??= invalid(field);
    }
  return parsed.success && Object.keys(errors).length === 0 ? { input: parsed.data } : { errors };
}

/** The fields a refused save names, each with its message; empty when the refusal names none. */
export function serverErrors(error: unknown): FieldErrors {
  if (!isApiError(error)) return {};
  const errors: FieldErrors = {};
  for (const f of error.fields) {
    const field = f.field as MemberField;
    errors[field] =
      error.code === 'CONFLICT' ? (CONFLICT[field] ?? 'memberAdmin.errors.shared') : invalid(field);
  }
  return errors;
}
