/** A `tel:` link for a phone number as typed (spaces, dashes, brackets and dots dropped). */
export function telHref(number: string): string {
  const plus = number.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${number.replace(/\D/g, '')}`;
}
