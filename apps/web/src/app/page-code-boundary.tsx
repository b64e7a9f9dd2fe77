import { Component, useEffect, type ReactNode } from 'react';
import { IonContent, IonPage } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { noConnection, notThisVersion } from '../api/api-error';
import { reportCodeMissing } from '../api/code-missing';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';
import { PageCodeUnavailable, retryFailedPages } from '../lib/lazy-page';
import { useUpdateWaiting } from './app-update';

const NO_CONNECTION = noConnection();
const NEW_VERSION = notThisVersion();

/**
 * In place of a page whose code did not arrive: the menu, the reason, and a way to try again
 * (by itself once the browser is online, as LoadError says) — or, when the code is gone because a
 * new version was deployed, the way to that version.
 */
function PageCodeMissing({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const deployed = useUpdateWaiting();
  return (
    <IonPage>
      <PageHeader title={deployed ? t('update.ready') : t('errors.connection.title')} />
      <IonContent>
        <LoadError error={deployed ? NEW_VERSION : NO_CONNECTION} onRetry={onRetry} />
        {!deployed && <RetryWhenOnline retry={onRetry} />}
      </IonContent>
    </IonPage>
  );
}

/** In place of code that can wait: nothing to see, and another try once the browser is online. */
export function RetryWhenOnline({ retry }: { retry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return null;
}

interface Props {
  children: ReactNode;
  /** What stands in for the missing code; the default is a screen with a "try again" button. */
  fallback?: (retry: () => void) => ReactNode;
  /** A new value (the next route) tries the missing code again. */
  retryKey?: unknown;
}

interface State {
  error: unknown;
}

/**
 * Around every route's page and the app shell: code that cannot be fetched (offline, spec §8)
 * shows the connection alert and a way to try again, instead of taking the whole app down with
 * it. Any other error is a bug and goes on up as before.
 */
export class PageCodeBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (error instanceof PageCodeUnavailable) void reportCodeMissing();
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error !== null && previous.retryKey !== this.props.retryKey) this.retry();
  }

  private readonly retry = () => {
    retryFailedPages();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof PageCodeUnavailable)) throw error;
    const { fallback = (retry) => <PageCodeMissing onRetry={retry} /> } = this.props;
    return fallback(this.retry);
  }
}
