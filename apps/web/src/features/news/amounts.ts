/**
 * Keeps an amount of money on one line: "€ 195,-" must not end a line at "€" or at "195,". The
 * space after the euro sign becomes a no-break space and the dash of ",-" a non-breaking hyphen.
 * Works on a post's HTML as on plain text: neither pattern occurs inside a tag.
 */
export function keepAmountsTogether(text: string): string {
  return text.replace(/€(?:\s|&nbsp;)+(?=\d)/g, '€\u00a0').replace(/(\d),-(?![\d-])/g, '$1,\u2011');
}
