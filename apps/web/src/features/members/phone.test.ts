import { describe, expect, it } from 'vitest';
import { telHref } from './phone';

describe('telHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref('+31 (0)6-12 34.56 78')).toBe('tel:+310612345678');
    expect(telHref('020 - 123 45 67')).toBe('tel:0201234567');
  });
});
