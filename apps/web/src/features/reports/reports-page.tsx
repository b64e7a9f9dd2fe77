import { useState } from 'react';
import {
  IonButton,
  IonIcon,
  IonInput,
  IonItem,
  IonList,
  IonRadio,
  IonRadioGroup,
  IonSelect,
  IonSelectOption,
} from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { downloadOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { REPORT_FORMATS, type ReportKind } from '@fairway/contract';
import { AdminPage } from '../../components/admin-page';
import { addDays, clubNow } from '../../lib/club-clock';
import { adminCoursesQuery } from '../course-admin';
import { adminRightsQuery } from '../match-admin';
import {
  filterReady,
  firstReport,
  offeredReports,
  reportHref,
  takesCourse,
  takesRange,
  type ReportFilter,
} from './reports-href';
import '../admin/admin.css';
import './reports.css';

/** The last 30 of the club's days, today included. */
function lastMonth(): ReportFilter {
  const today = clubNow(new Date()).date;
  return { from: addDays(today, -29), until: today, courseId: null };
}

/**
 * The back office's reports, those the member's roles may download: pick one, its days (and
 * course), and download it as CSV or XLSX. The buttons are links: the browser saves the file as
 * the server writes it.
 */
export default function ReportsPage() {
  const { t } = useTranslation();
  const rights = useQuery(adminRightsQuery());
  const offered = offeredReports(rights.data?.roles);
  const [picked, setPicked] = useState<ReportKind>();
  const kind = picked && offered.includes(picked) ? picked : firstReport(offered);
  const [filter, setFilter] = useState<ReportFilter>(lastMonth);
  const courses = useQuery({ ...adminCoursesQuery(), enabled: takesCourse(kind) });
  const ready = filterReady(kind, filter);
  return (
    <AdminPage title={t('reports.title')} intro={t('reports.intro')} columnClass="reports">
      <IonList inset className="reports__kinds">
        <IonRadioGroup value={kind} onIonChange={(e) => setPicked(e.detail.value as ReportKind)}>
          {offered.map((k) => (
            <IonItem key={k}>
              <IonRadio value={k} justify="start" labelPlacement="end">
                <span className="reports__kind">{t(`reports.kind.${k}.title`)}</span>
                <span className="reports__kind-info">{t(`reports.kind.${k}.description`)}</span>
              </IonRadio>
            </IonItem>
          ))}
        </IonRadioGroup>
      </IonList>
      {takesRange(kind) ? (
        <div className="admin__filters reports__filters">
          {(['from', 'until'] as const).map((field) => (
            <IonInput
              key={field}
              type="date"
              label={t(`reports.${field}`)}
              labelPlacement="stacked"
              fill="outline"
              value={filter[field]}
              onIonChange={(e) => setFilter((f) => ({ ...f, [field]: e.detail.value ?? '' }))}
            />
          ))}
          {takesCourse(kind) ? (
            <IonSelect
              label={t('reports.course')}
              labelPlacement="floating"
              fill="outline"
              value={filter.courseId ?? 0}
              onIonChange={(e) =>
                setFilter((f) => ({ ...f, courseId: Number(e.detail.value) || null }))
              }
            >
              <IonSelectOption value={0}>{t('reports.allCourses')}</IonSelectOption>
              {(courses.data?.courses ?? []).map((c) => (
                <IonSelectOption key={c.id} value={c.id}>
                  {c.name}
                </IonSelectOption>
              ))}
            </IonSelect>
          ) : null}
        </div>
      ) : null}
      {ready ? null : (
        <p className="admin__pad reports__problem" role="alert">
          {t('reports.rangeOrder')}
        </p>
      )}
      {kind === 'bookings' ? <p className="admin__intro">{t('reports.noShows')}</p> : null}
      <div className="admin__pad reports__downloads">
        {REPORT_FORMATS.map((format) => (
          <IonButton
            key={format}
            fill={format === 'csv' ? 'solid' : 'outline'}
            disabled={!ready}
            href={ready ? reportHref(kind, format, filter) : undefined}
            download=""
          >
            <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
            {t(`reports.download.${format}`)}
          </IonButton>
        ))}
      </div>
      <p className="admin__intro reports__formats">{t('reports.formats')}</p>
    </AdminPage>
  );
}
