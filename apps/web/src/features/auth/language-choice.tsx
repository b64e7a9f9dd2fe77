import { LANGUAGES, resolveLanguage } from '@fairway/golf';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/i18n';
import { htmlLang } from '../../i18n/language';

/**
 * The three languages of the app on the login screen, each named in itself so a member finds
 * their own whatever the screen speaks now. A choice turns the screen at once and is kept on this
 * device (i18n.ts); after login the member's own language (spec §4) takes over.
 */
export function LanguageChoice() {
  const { t, i18n } = useTranslation();
  const current = resolveLanguage(i18n.language);
  return (
    <div className="language-choice" role="group" aria-label={t('login.language')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={htmlLang(language)}
          className="language-choice__option"
          aria-pressed={language === current}
          onClick={() => void changeLanguage(language)}
        >
          {t(`common.languages.${language}`)}
        </button>
      ))}
    </div>
  );
}
