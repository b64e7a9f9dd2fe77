import { IonContent, IonPage } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { TabsToolbar } from '../../components/tabs-toolbar';
import { RedirectOnce } from '../../components/redirect-once';
import { OccupationView } from '../booking';
import { configQuery, featuresQuery } from '../club';
import { CalculatorPanel } from './components/calculator-panel';
import { CourseInfoPanel } from './components/course-info-panel';
import { courseInfoQuery } from './course.queries';
import { courseTabs, isCourseTab } from './course-tabs';
import '../booking/booking.css';
import './course.css';

/** spec §2 /app/course with the tabs info, occupation and calculator. */
export default function CoursePage() {
  const { t } = useTranslation();
  const { tab } = useParams();
  const navigate = useNavigate();
  const config = useQuery(configQuery());
  const features = useQuery(featuresQuery());
  const info = useQuery(courseInfoQuery());
  const [chosen, setChosen] = useState<number | null>(null);
  // The course the tabs are about: the one chosen on the info tab, else the club's first.
  const courseId = chosen ?? info.data?.courses[0]?.id ?? null;

  if (!isCourseTab(tab)) return <Navigate to="/app/course/info" replace />;
  const tabs = courseTabs(config.data, features.data);
  if (config.data && features.data && !tabs.includes(tab)) {
    return <RedirectOnce to="/app/course/info" />;
  }

  return (
    <IonPage>
      <PageHeader title={t('course.title')}>
        <TabsToolbar
          tab={tab}
          tabs={tabs}
          label={(name) => t(`course.tabs.${name}`)}
          onTab={(next) => navigate(`/app/course/${next}`, { replace: true })}
        />
      </PageHeader>
      <IonContent>
        {tab === 'info' ? (
          <CourseInfoPanel courseId={courseId} onCourse={setChosen} />
        ) : tab === 'occupation' ? (
          <OccupationView />
        ) : (
          <CalculatorPanel {...(courseId !== null ? { courseId } : {})} />
        )}
      </IonContent>
    </IonPage>
  );
}
