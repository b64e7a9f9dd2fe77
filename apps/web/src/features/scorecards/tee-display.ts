import { DEFAULT_TEE_DISPLAY_STYLE, TEE_DISPLAY_STYLES, type TeeDisplayStyle } from '@fairway/golf';

export interface TeeColours {
  naam: string;
  kleur: string;
  inverse_kleur: string;
}

/** How a tee is drawn (spec §3 "Tee display"), as plain values the TeeLabel component renders. */
export interface TeeDisplay {
  /** A round swatch in the tee's colour before (or instead of) the name. */
  swatch: string | null;
  /** Whether the swatch needs a border to stand out on white (white and very light tees). */
  swatchBorder: boolean;
  /** Whether the name is written; when not, it is still the label's accessible name. */
  showName: boolean;
  /** The name's colour, or null for the normal text colour. */
  color: string | null;
  /** A filled pill behind the name, or null. */
  background: string | null;
  /** The name is coloured on white and that colour is too light to read without an outline. */
  outline: boolean;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Relative luminance (WCAG) of a #rgb/#rrggbb colour; null when it is not one. */
export function luminance(colour: string): number | null {
  const m = HEX.exec(colour.trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Light enough to vanish on the white of a card (white, cream, light yellow). */
const isLight = (colour: string) => (luminance(colour) ?? 0) > 0.6;

/** The club setting, with anything unknown read as the default (hint_en_naam). */
export function teeDisplayStyle(value: string | null | undefined): TeeDisplayStyle {
  return (TEE_DISPLAY_STYLES as readonly string[]).includes(value ?? '')
    ? (value as TeeDisplayStyle)
    : DEFAULT_TEE_DISPLAY_STYLE;
}

/**
 * spec §3: the club's tee_naam_en_kleur_weergave picks one of five styles — the name only
 * (naam), a colour hint only (hint), the name in the tee colour (gekleurde_naam), hint and name
 * (hint_en_naam, the default), or the name in the inverse colour on the tee colour
 * (achtergrond_en_inverse_naam).
 */
export function teeDisplay(style: string | null | undefined, tee: TeeColours): TeeDisplay {
  const plain: TeeDisplay = {
    swatch: null,
    swatchBorder: false,
    showName: true,
    color: null,
    background: null,
    outline: false,
  };
  switch (teeDisplayStyle(style)) {
    case 'naam':
      return plain;
    case 'hint':
      return { ...plain, swatch: tee.kleur, swatchBorder: isLight(tee.kleur), showName: false };
    case 'gekleurde_naam':
      return { ...plain, color: tee.kleur, outline: isLight(tee.kleur) };
    case 'achtergrond_en_inverse_naam':
      return { ...plain, color: tee.inverse_kleur, background: tee.kleur };
    case 'hint_en_naam':
      return { ...plain, swatch: tee.kleur, swatchBorder: isLight(tee.kleur) };
  }
}
