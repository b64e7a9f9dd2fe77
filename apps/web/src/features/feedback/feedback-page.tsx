import { IonContent, IonPage } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { TabsToolbar } from '../../components/tabs-toolbar';
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
        <TabsToolbar
          tab={tab}
          tabs={TABS}
          label={(name) => t(name === 'faq' ? 'feedback.faqTab' : 'feedback.sendTab')}
          onTab={(next) => navigate(`/app/feedback/${next}`, { replace: true })}
        />
      </PageHeader>
      <IonContent>{tab === 'faq' ? <FaqList /> : <FeedbackForm />}</IonContent>
    </IonPage>
  );
}
