import { describe, expect, it } from 'vitest';
import { teeColourOf } from './tee-name';

describe('teeColourOf', () => {
  it('reads the colour a Dutch club named its tee after', () => {
    expect(teeColourOf('Geel')).toBe('yellow');
    expect(teeColourOf('Wit')).toBe('white');
    expect(teeColourOf(' rood ')).toBe('red');
    expect(teeColourOf('Oranje')).toBe('orange');
  });

  it('reads English and Estonian colour names too', () => {
    expect(teeColourOf('Yellow')).toBe('yellow');
    expect(teeColourOf('Punane')).toBe('red');
    expect(teeColourOf('Oranž')).toBe('orange');
  });

  it('leaves a name that is not a colour to the club', () => {
    expect(teeColourOf('Championship')).toBeNull();
    expect(teeColourOf('Heren geel')).toBeNull();
    expect(teeColourOf('')).toBeNull();
  });
});
