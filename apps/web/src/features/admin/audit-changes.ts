/** One field of an audit row: its value before and after, as text (undefined: not there). */
export interface FieldChange {
  field: string;
  before?: string;
  after?: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

const fieldsOf = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * The fields an audit row shows: every field in the values before or after whose value differs,
 * in the order they first appear (a created record shows only its values after).
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const b = fieldsOf(before);
  const a = fieldsOf(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((f) => text(b[f]) !== text(a[f]))
    .map((field) => ({
      field,
      ...(field in b ? { before: text(b[field]) } : {}),
      ...(field in a ? { after: text(a[field]) } : {}),
    }));
}
