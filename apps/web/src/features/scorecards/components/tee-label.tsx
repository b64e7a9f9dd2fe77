import { teeDisplay, type TeeColours } from '../tee-display';
import { useTeeName } from '../tee-name';

/**
 * A tee drawn in the club's tee_naam_en_kleur_weergave style (spec §3 "Tee display"). With the
 * 'hint' style only the colour shows; the name is then the label's accessible name.
 */
export function TeeLabel({ tee, style }: { tee: TeeColours; style: string | null | undefined }) {
  const d = teeDisplay(style, tee);
  const name = useTeeName()(tee.naam);
  const swatch = d.swatch ? (
    <span
      className={`tee-label__swatch${d.swatchBorder ? ' tee-label__swatch--border' : ''}`}
      style={{ background: d.swatch }}
      aria-hidden="true"
    />
  ) : null;
  const classes = [
    'tee-label',
    d.background ? 'tee-label--pill' : '',
    d.outline ? 'tee-label--outline' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span
      className={classes}
      style={{
        ...(d.background ? { background: d.background } : {}),
        ...(d.color ? { color: d.color } : {}),
      }}
      {...(d.showName ? {} : { role: 'img', 'aria-label': name, title: name })}
    >
      {swatch}
      {d.showName ? <span className="tee-label__name">{name}</span> : null}
    </span>
  );
}

/** A card's tee after what comes before it on a line (" · " and the tee); nothing without one. */
export function TeeAfter({
  tee,
  style,
}: {
  tee: TeeColours | null | undefined;
  style: string | null | undefined;
}) {
  return tee ? (
    <>
      {' · '}
      <TeeLabel tee={tee} style={style} />
    </>
  ) : null;
}
