/** Text for an SVG text node or attribute: a member's name may hold any character. */
export function xml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** One line of text; sizes in pixels, DejaVu/Liberation are on every server this runs on. */
export function text(
  x: number,
  y: number,
  content: string,
  opts: {
    size: number;
    weight?: 'bold' | 'normal';
    fill?: string;
    anchor?: 'start' | 'middle' | 'end';
  },
): string {
  return (
    `<text x="${x}" y="${y}" font-family="DejaVu Sans, Liberation Sans, sans-serif" ` +
    `font-size="${opts.size}" font-weight="${opts.weight ?? 'normal'}" ` +
    `fill="${opts.fill ?? '#111'}" text-anchor="${opts.anchor ?? 'start'}">${xml(content)}</text>`
  );
}
