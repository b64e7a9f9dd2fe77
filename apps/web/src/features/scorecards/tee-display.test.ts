import { describe, expect, it } from 'vitest';
import { luminance, teeDisplay, teeDisplayStyle } from './tee-display';

const geel = { naam: 'Geel', kleur: '#ffd700', inverse_kleur: '#000000' };
const blauw = { naam: 'Blauw', kleur: '#1e5aa8', inverse_kleur: '#ffffff' };
const wit = { naam: 'Wit', kleur: '#fff', inverse_kleur: '#000000' };

describe('teeDisplay (spec §3 Tee display: tee_naam_en_kleur_weergave)', () => {
  it('naam: the name only, in the normal text colour', () => {
    expect(teeDisplay('naam', blauw)).toEqual({
      swatch: null,
      swatchBorder: false,
      showName: true,
      color: null,
      background: null,
      outline: false,
    });
  });

  it('hint: only a swatch in the tee colour (the name stays the accessible name)', () => {
    const d = teeDisplay('hint', blauw);
    expect(d).toMatchObject({ swatch: '#1e5aa8', showName: false, background: null });
    expect(d.swatchBorder).toBe(false);
    expect(teeDisplay('hint', wit).swatchBorder).toBe(true);
  });

  it('gekleurde_naam: the name in the tee colour, outlined when that is too light', () => {
    expect(teeDisplay('gekleurde_naam', blauw)).toMatchObject({
      swatch: null,
      showName: true,
      color: '#1e5aa8',
      outline: false,
    });
    expect(teeDisplay('gekleurde_naam', geel).outline).toBe(true);
  });

  it('hint_en_naam: swatch and name', () => {
    expect(teeDisplay('hint_en_naam', geel)).toMatchObject({
      swatch: '#ffd700',
      showName: true,
      color: null,
      background: null,
    });
  });

  it('achtergrond_en_inverse_naam: the inverse colour on a pill of the tee colour', () => {
    expect(teeDisplay('achtergrond_en_inverse_naam', blauw)).toMatchObject({
      swatch: null,
      showName: true,
      color: '#ffffff',
      background: '#1e5aa8',
    });
  });

  it('reads a missing or unknown setting as the default, hint_en_naam', () => {
    expect(teeDisplayStyle(undefined)).toBe('hint_en_naam');
    expect(teeDisplayStyle('fancy')).toBe('hint_en_naam');
    expect(teeDisplay(null, blauw)).toEqual(teeDisplay('hint_en_naam', blauw));
  });
});

describe('luminance', () => {
  it('is 1 for white, 0 for black and null for what is not a hex colour', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('#000')).toBe(0);
    expect(luminance('red')).toBeNull();
  });
});
