import { Component, type ReactNode } from 'react';
import { IonContent, IonPage } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { noConnection } from '../api/api-error';
import { reportConnectionFailed } from '../api/connection';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';
import { PageCodeUnavailable, retryFailedPages } from '../lib/lazy-page';

const NO_CONNECTION = noConnection();

/** In place of a page whose code did not arrive: the menu, the reason, and a way to try again. */
function PageCodeMissing({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <IonPage>
      <PageHeader title={t('errors.connection.title')} />
      <IonContent>
        <LoadError error={NO_CONNECTION} onRetry={onRetry} />
      </IonContent>
    </IonPage>
  );
}

interface State {
  error: unknown;
}

/**
 * Around every route's page: a page whose code cannot be fetched (offline, spec §8) shows the
 * connection alert and a screen to try again from, instead of taking the whole app down with it.
 * Any other error is a bug and goes on up as before.
 */
export class PageCodeBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (error instanceof PageCodeUnavailable) reportConnectionFailed();
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof PageCodeUnavailable)) throw error;
    const retry = () => {
      retryFailedPages();
      this.setState({ error: null });
    };
    return <PageCodeMissing onRetry={retry} />;
  }
}
