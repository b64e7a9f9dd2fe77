import { describe, expect, it } from 'vitest';
import { htmlLang, memberLanguage, startupLanguage } from './language';

describe('memberLanguage (spec §4 Language)', () => {
  it('uses the allowed languages as they are', () => {
    expect(memberLanguage('nl_NL')).toBe('nl_NL');
    expect(memberLanguage('en_US')).toBe('en_US');
    expect(memberLanguage('et_EE')).toBe('et_EE');
  });

  it('falls back to nl_NL for de_DE, which is recognised but not allowed', () => {
    expect(memberLanguage('de_DE')).toBe('nl_NL');
  });

  it('falls back to nl_NL for unknown or missing values', () => {
    expect(memberLanguage('fr_FR')).toBe('nl_NL');
    expect(memberLanguage('en')).toBe('nl_NL');
    expect(memberLanguage('')).toBe('nl_NL');
    expect(memberLanguage(null)).toBe('nl_NL');
  });
});

describe('startupLanguage', () => {
  it('is nl_NL on a first visit', () => {
    expect(startupLanguage(null)).toBe('nl_NL');
    expect(startupLanguage(undefined)).toBe('nl_NL');
  });

  it('reuses the last language used on this device', () => {
    expect(startupLanguage('et_EE')).toBe('et_EE');
    expect(startupLanguage('en_US')).toBe('en_US');
  });

  it('does not trust a tampered stored value', () => {
    expect(startupLanguage('<script>')).toBe('nl_NL');
  });

  it("speaks the browser's language on a first visit when the app has it", () => {
    expect(startupLanguage(null, 'en-US')).toBe('en_US');
    expect(startupLanguage(null, 'en-GB')).toBe('en_US');
    expect(startupLanguage(null, 'et-EE')).toBe('et_EE');
    expect(startupLanguage(null, 'et')).toBe('et_EE');
    expect(startupLanguage(null, 'nl-BE')).toBe('nl_NL');
  });

  it('falls back to nl_NL for a browser in de_DE or any language the app does not have', () => {
    expect(startupLanguage(null, 'de-DE')).toBe('nl_NL');
    expect(startupLanguage(null, 'de_DE')).toBe('nl_NL');
    expect(startupLanguage(null, 'fr')).toBe('nl_NL');
    expect(startupLanguage(null, '')).toBe('nl_NL');
  });

  it('keeps the choice made on this device over the browser language', () => {
    expect(startupLanguage('nl_NL', 'en-US')).toBe('nl_NL');
    expect(startupLanguage('de_DE', 'en-US')).toBe('nl_NL');
  });
});

describe('htmlLang', () => {
  it('gives a BCP 47 tag', () => {
    expect(htmlLang('nl_NL')).toBe('nl-NL');
    expect(htmlLang('et_EE')).toBe('et-EE');
  });
});
