import type { NotificationTexts } from '@fairway/contract';
import type web from '../../i18n/nl_NL.json';

// Type-checks every t('...') key against the Dutch file and the notification texts the server
// serves inside it (packages/contract/src/notification-texts); scripts/check-i18n.mjs keeps the
// other languages in step with them.
type Translation = Omit<typeof web, 'notifications'> & {
  notifications: (typeof web)['notifications'] & NotificationTexts['notifications'];
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}
