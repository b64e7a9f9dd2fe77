import { IonButton, IonItem, IonLabel, IonList } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../components/admin-page';
import { adminCoursesQuery } from './course-admin.queries';
import { QueryState } from './query-state';
import '../admin/admin.css';
import './course-admin.css';

/** The club's courses (role tee_sheet_manager): each opens its form; a new one, or an import. */
export default function CourseListPage() {
  const { t } = useTranslation();
  const courses = useQuery(adminCoursesQuery());
  return (
    <AdminPage title={t('courseAdmin.title')} backHref="/app/admin" intro={t('courseAdmin.intro')}>
      <div className="admin__pad course-admin__actions">
        <IonButton routerLink="/app/admin/courses/new">{t('courseAdmin.new')}</IonButton>
        <IonButton fill="outline" routerLink="/app/admin/courses/import">
          {t('courseAdmin.import.open')}
        </IonButton>
      </div>
      {!courses.data ? (
        <QueryState error={courses.error} />
      ) : (
        <IonList inset>
          {courses.data.courses.map((c) => (
            <IonItem key={c.id} routerLink={`/app/admin/courses/${c.id}`} detail>
              <IonLabel>
                <h2>{c.name}</h2>
                <p>
                  {t('courseAdmin.summary', { holes: c.holes, count: c.tee_count })}
                  {c.bookable ? '' : ` · ${t('courseAdmin.notBookable')}`}
                </p>
              </IonLabel>
            </IonItem>
          ))}
        </IonList>
      )}
    </AdminPage>
  );
}
