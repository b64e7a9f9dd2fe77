import { useCallback } from 'react';
import { IonPage, useIonRouter } from '@ionic/react';
import { targetAfterLogin } from '../../lib/login-target';
import { LoginScreen } from './login-screen';

/** The app's /login route: where logout and a 401 lead once the app is running. */
export default function LoginPage() {
  const router = useIonRouter();
  // The screen the member was on, or asked for, before the login (lib/login-target.ts).
  const enter = useCallback(
    () => router.push(targetAfterLogin(window.location.search), 'root', 'replace'),
    [router],
  );
  return (
    <IonPage className="login-page">
      <LoginScreen onEnter={enter} />
    </IonPage>
  );
}
