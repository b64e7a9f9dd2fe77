import { LIMITS } from '@fairway/golf';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  euro: '€',
  hellip: '…',
  ndash: '–',
  mdash: '—',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** The plain text of a post's HTML: tags become word breaks, entities are decoded. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The feed's preview of a post (spec §9 "Articles": about 200 characters with a read-more link):
 * plain text, cut on a word boundary, with an ellipsis when something was left out.
 */
export function newsPreview(html: string, maxChars: number = LIMITS.ARTICLE_PREVIEW_CHARS): string {
  const text = htmlToText(html);
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars + 1);
  const lastSpace = cut.lastIndexOf(' ');
  // A single word longer than the limit is cut hard rather than shown whole.
  const head = lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : text.slice(0, maxChars);
  return `${head.replace(/[\s,;:.!?–—-]+$/, '')}…`;
}
