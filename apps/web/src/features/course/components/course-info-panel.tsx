import { useQuery } from '@tanstack/react-query';
import { golfOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseInfo, InfoTee } from '@fairway/contract';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { SelectField } from '../../../components/select-field';
import { useGolfFormat } from '../../../lib/golf-format';
import { configQuery } from '../../club';
import { TeeLabel } from '../../scorecards';
import { courseInfoQuery } from '../course.queries';
import { CourseStatusCard } from './course-status-card';

/** One tee's ratings per gender and its holes: par, stroke index and length. */
function TeeCard({ course, teeId }: { course: CourseInfo; teeId: number | null }) {
  const { t } = useTranslation();
  const fmt = useGolfFormat();
  const config = useQuery(configQuery());
  const tee = course.tees.find((x) => x.id === teeId) ?? course.tees[0];
  if (!tee) return null;
  const sum = (pick: (h: InfoTee['holes'][number]) => number | null) =>
    tee.holes.every((h) => pick(h) !== null)
      ? tee.holes.reduce((n, h) => n + (pick(h) ?? 0), 0)
      : null;
  return (
    <section className="course-tee">
      <h3 className="course-tee__name">
        <TeeLabel tee={tee} style={config.data?.tee_naam_en_kleur_weergave} />
      </h3>
      <ul className="course-tee__ratings">
        {tee.ratings.map((r) => (
          <li key={r.geslacht}>
            {t('course.ratings', {
              gender: t(`calculator.gender.${r.geslacht}`),
              cr: fmt.rating(r.course_rating),
              slope: r.slope_rating,
              par: r.par,
            })}
          </li>
        ))}
      </ul>
      <table className="holes-table">
        <thead>
          <tr>
            <th scope="col">{t('course.hole')}</th>
            <th scope="col">{t('course.par')}</th>
            <th scope="col">{t('course.si')}</th>
            <th scope="col">{t('course.length')}</th>
          </tr>
        </thead>
        <tbody>
          {tee.holes.map((h) => (
            <tr key={h.hole_nr}>
              <th scope="row">{h.hole_nr}</th>
              <td>{h.par}</td>
              <td>{h.si}</td>
              <td>{h.lengte ?? '–'}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('course.total')}</th>
            <td>{sum((h) => h.par)}</td>
            <td />
            <td>{sum((h) => h.lengte) ?? '–'}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/**
 * The info tab of /app/course: per course today's status (where the club has course status; the
 * committee sets it here) and each tee's ratings and holes.
 */
export function CourseInfoPanel({
  courseId,
  onCourse,
}: {
  courseId: number | null;
  onCourse: (id: number) => void;
}) {
  const { t } = useTranslation();
  const info = useQuery(courseInfoQuery());
  const config = useQuery(configQuery());
  const [teeId, setTeeId] = useState<number | null>(null);
  if (info.isError) return <LoadError error={info.error} onRetry={() => void info.refetch()} />;
  if (!info.data) return null;
  const courses = info.data.courses;
  if (courses.length === 0) return <EmptyState icon={golfOutline} title={t('course.noCourses')} />;
  const course = courses.find((c) => c.id === courseId) ?? courses[0]!;
  return (
    <div className="course-info">
      <div className="form-card course-info__pickers">
        {courses.length > 1 ? (
          <SelectField
            label={t('course.course')}
            name="course"
            value={course.id}
            onChange={(e) => {
              onCourse(Number(e.target.value));
              setTeeId(null);
            }}
          >
            {courses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField
          label={t('course.tee')}
          name="tee"
          value={teeId ?? course.tees[0]?.id ?? ''}
          onChange={(e) => setTeeId(Number(e.target.value))}
        >
          {course.tees.map((tee) => (
            <option key={tee.id} value={tee.id}>
              {tee.naam}
            </option>
          ))}
        </SelectField>
      </div>
      {config.data?.has_baanstatus ? (
        <CourseStatusCard
          courseId={course.id}
          status={course.status}
          canSet={info.data.can_set_status}
        />
      ) : null}
      <TeeCard course={course} teeId={teeId} />
    </div>
  );
}
