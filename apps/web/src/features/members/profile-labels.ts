import type { Language } from '@fairway/golf';

/** Translation keys of the values a profile shows, so no screen builds a key from data. */
export const LANGUAGE_KEYS = {
  nl_NL: 'common.languages.nl_NL',
  en_US: 'common.languages.en_US',
  et_EE: 'common.languages.et_EE',
} as const satisfies Record<Language, string>;

export const GENDER_KEYS = { m: 'common.genders.m', v: 'common.genders.v' } as const;
