import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FairwayMark } from '../../components/fairway-mark';
import { LanguageChoice } from './language-choice';

/**
 * The frame of the screens a visitor without a session sees (the login, a password link's page):
 * the brand, the card the form sits in, the language choice and the footer.
 */
export function LoginFrame({ tagline, children }: { tagline?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    // A plain scrolling area, not ion-content: see TextField.
    <div className="login-page__content">
      <div className="login">
        <header className="login__brand">
          <FairwayMark size={76} />
          <h1 className="login__wordmark">{t('common.appName')}</h1>
          {tagline ? <p className="login__tagline">{t('login.tagline')}</p> : null}
        </header>
        {children}
        <LanguageChoice />
        <footer className="login__footer">{t('login.footer')}</footer>
      </div>
    </div>
  );
}

/** The form's one button; while its call is under way it shows that and takes no second tap. */
export function LoginSubmit({ busy, label }: { busy: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <button className="login__submit" type="submit" disabled={busy} aria-busy={busy}>
      {busy ? <span className="login__busy" aria-label={t('common.loading')} /> : label}
    </button>
  );
}
