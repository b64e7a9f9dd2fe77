import type { TFunction } from 'i18next';
import type { ImportReason } from '@fairway/contract';

/**
 * An import's reason as the app says it, in the member's language. A value refused by a field's
 * own rule ('invalid') gets the message the field's form shows (`invalid`, given the rule's
 * field path) where the screen has one.
 */
export function importReasonText(
  t: TFunction,
  reason: ImportReason,
  invalid?: (path: string) => string,
): string {
  const path = reason.values.path;
  if (reason.code === 'invalid' && invalid && typeof path === 'string') return invalid(path);
  return t(`imports.reasons.${reason.code}`, { ...reason.values });
}
