import { IonRefresher, IonRefresherContent } from '@ionic/react';
import { useAfterFirstCommit } from '../lib/use-after-first-commit';

/**
 * Pull to refresh at the top of an `IonContent`: `refresh` runs, and the spinner stays until it
 * settles. It mounts a task after the screen's first commit: its four web components (refresher,
 * content, two spinners) are not needed to show the screen, only to pull it.
 */
export function PullToRefresh({ refresh }: { refresh: () => Promise<unknown> }) {
  const ready = useAfterFirstCommit();
  if (!ready) return null;
  return (
    <IonRefresher
      slot="fixed"
      onIonRefresh={(e) => {
        void refresh().finally(() => e.detail.complete());
      }}
    >
      <IonRefresherContent />
    </IonRefresher>
  );
}
