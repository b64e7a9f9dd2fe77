import { IonContent, IonPage } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { CalculatorPanel } from './components/calculator-panel';
import './course.css';

/** spec §2 /app/calculator: the playing handicap on every tee of the club's courses. */
export default function CalculatorPage() {
  const { t } = useTranslation();
  return (
    <IonPage>
      <PageHeader title={t('calculator.title')} />
      <IonContent>
        <CalculatorPanel />
      </IonContent>
    </IonPage>
  );
}
