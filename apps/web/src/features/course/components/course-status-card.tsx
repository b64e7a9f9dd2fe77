import { IonButton, IonCheckbox } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseStatus, CourseStatusRequest } from '@fairway/contract';
import { FormError } from '../../../components/form-error';
import { errorMessage } from '../../../i18n/error-message';
import { clubNow } from '../../../lib/club-clock';
import { useSetCourseStatus } from '../course.queries';

const FIELDS = ['open', 'winter_greens', 'buggies', 'trolleys'] as const;
const LABEL_KEYS = {
  open: 'course.status.openLabel',
  winter_greens: 'course.status.winterGreensLabel',
  buggies: 'course.status.buggiesLabel',
  trolleys: 'course.status.trolleysLabel',
} as const;

/** Today's course status as members read it: open or closed, greens, buggies, trolleys, time. */
function StatusLines({ status }: { status: CourseStatus }) {
  const { t } = useTranslation();
  // In the club's time, as every time of the club (the phone may be elsewhere).
  const { time } = clubNow(new Date(status.set_at));
  return (
    <>
      <p className={`course-status__open course-status__open--${status.open ? 'yes' : 'no'}`}>
        {t(status.open ? 'course.status.open' : 'course.status.closed')}
      </p>
      <ul className="course-status__list">
        <li>
          {t(status.winter_greens ? 'course.status.winterGreens' : 'course.status.summerGreens')}
        </li>
        <li>{t(status.buggies ? 'course.status.buggies' : 'course.status.noBuggies')}</li>
        <li>{t(status.trolleys ? 'course.status.trolleys' : 'course.status.noTrolleys')}</li>
      </ul>
      <p className="course-status__time">{t('course.status.setAt', { time })}</p>
    </>
  );
}

/** The committee's form for today's status of one course. */
function StatusEditor({ courseId, status }: { courseId: number; status: CourseStatus | null }) {
  const { t } = useTranslation();
  const save = useSetCourseStatus();
  const [values, setValues] = useState<CourseStatusRequest>({
    open: status?.open ?? true,
    winter_greens: status?.winter_greens ?? false,
    buggies: status?.buggies ?? true,
    trolleys: status?.trolleys ?? true,
  });
  return (
    <form
      className="course-status__editor"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ courseId, body: values });
      }}
    >
      <h3 className="course-status__editor-title">{t('course.status.edit')}</h3>
      {FIELDS.map((field) => (
        <IonCheckbox
          key={field}
          labelPlacement="end"
          justify="start"
          checked={values[field]}
          onIonChange={(e) => setValues((v) => ({ ...v, [field]: e.detail.checked }))}
        >
          {t(LABEL_KEYS[field])}
        </IonCheckbox>
      ))}
      <IonButton type="submit" expand="block" disabled={save.isPending}>
        {t('course.status.save')}
      </IonButton>
      {save.isSuccess ? (
        <p className="course-status__saved" role="status">
          {t('course.status.saved')}
        </p>
      ) : null}
      {save.isError ? <FormError>{errorMessage(t, save.error)}</FormError> : null}
    </form>
  );
}

/** The course status block of the info tab (only where the club has course status). */
export function CourseStatusCard({
  courseId,
  status,
  canSet,
}: {
  courseId: number;
  status: CourseStatus | null;
  canSet: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="course-status" aria-labelledby={`status-${courseId}`}>
      <h2 id={`status-${courseId}`} className="course-status__title">
        {t('course.status.title')}
      </h2>
      {status ? (
        <StatusLines status={status} />
      ) : (
        <p className="course-status__none">{t('course.status.none')}</p>
      )}
      {canSet ? (
        <StatusEditor key={status?.set_at ?? 'none'} courseId={courseId} status={status} />
      ) : null}
    </section>
  );
}
