import { IonItem, IonLabel, IonList, IonToggle } from '@ionic/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readPushState, turnPushOff, turnPushOn, type PushState } from '../push-device';

/** What the line under the switch says, per state. */
const NOTE_KEYS = {
  on: 'profile.push.hint',
  off: 'profile.push.hint',
  'needs-home-screen': 'profile.push.homeScreen',
  denied: 'profile.push.denied',
  unsupported: 'profile.push.unsupported',
} as const satisfies Record<PushState, string>;

/**
 * "Notifications on this device": asks the browser's permission and subscribes this device only
 * after the member's tap (browsers, and iOS above all, ask only then), or unsubscribes it.
 */
export function PushSwitch() {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState | 'reading'>('reading');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    void readPushState()
      .catch((): PushState => 'off')
      .then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, []);

  const change = (on: boolean) => {
    setBusy(true);
    setFailed(false);
    void (on ? turnPushOn() : turnPushOff())
      .then(setState)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };

  const switchable = state === 'on' || state === 'off';
  return (
    <IonList inset className="profile-list push-switch">
      <IonItem lines="none">
        <IonToggle
          checked={state === 'on'}
          disabled={!switchable || busy}
          aria-describedby="push-switch-note"
          onIonChange={(e) => change(e.detail.checked)}
        >
          {t('profile.push.label')}
        </IonToggle>
      </IonItem>
      <IonItem lines="none">
        <IonLabel className="ion-text-wrap">
          <p
            id="push-switch-note"
            className="push-switch__note"
            role={failed ? 'alert' : undefined}
          >
            {failed ? t('profile.push.failed') : state === 'reading' ? ' ' : t(NOTE_KEYS[state])}
          </p>
        </IonLabel>
      </IonItem>
    </IonList>
  );
}
