import type translation from '../../i18n/nl_NL.json';

// Type-checks every t('...') key against the Dutch file; scripts/check-i18n.mjs keeps the other
// languages in step with it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof translation };
  }
}
