import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import {
  IonApp,
  IonContent,
  IonHeader,
  IonItem,
  IonLabel,
  IonList,
  IonPage,
  IonRouterOutlet,
  IonTitle,
  IonToolbar,
  setupIonicReact,
} from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { createRoot } from 'react-dom/client';
import { Route } from 'react-router-dom';

// As the app sets Ionic up.
setupIonicReact({ mode: 'md', scrollAssist: false });

const rows = Array.from({ length: 12 }, (_, i) => i + 1);

function ListPage() {
  return (
    <IonPage>
      <IonHeader>
        <IonToolbar>
          <IonTitle>Baseline</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <IonList>
          {rows.map((n) => (
            <IonItem key={n}>
              <IonLabel>
                <h2>Row {n}</h2>
                <p>A line of text under row {n}</p>
              </IonLabel>
            </IonItem>
          ))}
        </IonList>
      </IonContent>
    </IonPage>
  );
}

createRoot(document.getElementById('root')!).render(
  <IonApp>
    <IonReactRouter>
      <IonRouterOutlet>
        <Route path="/" element={<ListPage />} />
      </IonRouterOutlet>
    </IonReactRouter>
  </IonApp>,
);
