/**
 * An ionicons icon drawn inline: the SVG that ion-icon would insert, without the web component.
 * It renders on the server for the first screen (src/first-screen/) and costs the phone no
 * Stencil work. Use it for icons in content, the side menu and the toolbar (ToolbarButton).
 */
interface IconSvg {
  viewBox: string;
  body: string;
}

const parsed = new Map<string, IconSvg>();

/** The viewBox and inner markup of an ionicons data URL ("data:image/svg+xml;utf8,<svg ...>"). */
export function iconSvg(icon: string): IconSvg {
  const known = parsed.get(icon);
  if (known) return known;
  const svg = icon.slice(icon.indexOf(',') + 1);
  const open = /^<svg\b[^>]*>/.exec(svg);
  const close = svg.lastIndexOf('</svg>');
  if (!open || close < open[0].length) throw new Error('not an ionicons SVG');
  const viewBox = /viewBox=['"]([^'"]+)['"]/.exec(open[0])?.[1] ?? '0 0 512 512';
  const result = { viewBox, body: svg.slice(open[0].length, close) };
  parsed.set(icon, result);
  return result;
}

export function Icon({ icon, className }: { icon: string; className?: string }) {
  const { viewBox, body } = iconSvg(icon);
  return (
    <svg
      className={className ? `fw-icon ${className}` : 'fw-icon'}
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
      // The markup comes from the ionicons package, never from data.
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}
