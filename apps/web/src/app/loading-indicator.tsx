import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@fairway/golf';
import { isBusy, subscribeActivity } from '../api/activity';
import { showsLoadingIndicator } from './loading-policy';

/**
 * A thin bar at the top (plain CSS: this sits on every screen, so it stays out of Ionic's code) while calls run (spec §9): only after 300 ms, so quick answers never
 * flicker, at most 12 s, and never on the screens the spec excludes.
 */
export function LoadingIndicator({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const busy = useSyncExternalStore(subscribeActivity, isBusy);
  const allowed = showsLoadingIndicator(pathname);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy || !allowed) return;
    const show = window.setTimeout(() => setVisible(true), LIMITS.LOADING_DELAY_MS);
    const hide = window.setTimeout(() => setVisible(false), LIMITS.LOADING_MAX_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(hide);
      setVisible(false);
    };
  }, [busy, allowed]);

  if (!visible) return null;
  return (
    <div className="loading-indicator" role="progressbar" aria-label={t('common.loading')}>
      <span className="loading-indicator__bar" />
    </div>
  );
}
