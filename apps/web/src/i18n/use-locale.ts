import { resolveLanguage } from '@fairway/golf';
import { useTranslation } from 'react-i18next';
import { htmlLang } from './language';

/** The BCP 47 locale of the language on screen, for Intl date and number formats. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return htmlLang(resolveLanguage(i18n.language));
}
