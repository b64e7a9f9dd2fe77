import { useCallback } from 'react';
import { IonPage, useIonRouter } from '@ionic/react';
import { HOME_PATH } from '../../paths';
import { LoginScreen } from './login-screen';

/** The app's /login route: where logout and a 401 lead once the app is running. */
export default function LoginPage() {
  const router = useIonRouter();
  const enter = useCallback(() => router.push(HOME_PATH, 'root', 'replace'), [router]);
  return (
    <IonPage className="login-page">
      <LoginScreen onEnter={enter} />
    </IonPage>
  );
}
