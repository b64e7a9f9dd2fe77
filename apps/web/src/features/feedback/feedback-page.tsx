import {
  IonContent,
  IonLabel,
  IonPage,
  IonSegment,
  IonSegmentButton,
  IonToolbar,
} from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { FaqList } from './components/faq-list';
import { FeedbackForm } from './components/feedback-form';

const TABS = ['faq', 'send'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: unknown): value is Tab => TABS.includes(value as Tab);

/** spec §2 /app/feedback with the tabs /faq and /send. */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const { tab } = useParams();
  const navigate = useNavigate();

  if (!isTab(tab)) return <Navigate to="/app/feedback/faq" replace />;

  return (
    <IonPage>
      <PageHeader title={t('feedback.title')}>
        <IonToolbar color="primary" className="tabs-toolbar">
          <IonSegment
            value={tab}
            onIonChange={(e) => {
              const next = e.detail.value;
              if (isTab(next) && next !== tab) navigate(`/app/feedback/${next}`, { replace: true });
            }}
          >
            <IonSegmentButton value="faq">
              <IonLabel>{t('feedback.faqTab')}</IonLabel>
            </IonSegmentButton>
            <IonSegmentButton value="send">
              <IonLabel>{t('feedback.sendTab')}</IonLabel>
            </IonSegmentButton>
          </IonSegment>
        </IonToolbar>
      </PageHeader>
      <IonContent>{tab === 'faq' ? <FaqList /> : <FeedbackForm />}</IonContent>
    </IonPage>
  );
}
