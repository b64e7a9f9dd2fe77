import { IonSkeletonText } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TeeTimeCourse } from '@fairway/contract';
import { ChoiceGroup } from '../../../components/choice-group';
import { SelectField } from '../../../components/select-field';
import { configQuery } from '../../club';
import { setGridChoice } from '../grid-choice';

/** The grid's 9 or 18 holes (spec §2); 27 is booked as 18. */
const GRID_HOLES = [9, 18] as const;

/**
 * Course and holes of the tee sheet. The course is a choice only when the club lets members pick
 * one (website_selecteren_baan) and has more than one; otherwise its default course is shown.
 */
export function SheetFilters({
  courses,
  course,
  holes,
  startTee,
}: {
  courses: readonly TeeTimeCourse[] | undefined;
  course: TeeTimeCourse | undefined;
  holes: number;
  /** The grid's tee; left out (the occupation view counts both tees), no tee to choose. */
  startTee?: number;
}) {
  const { t } = useTranslation();
  const config = useQuery(configQuery());
  if (!courses || !config.data) {
    return (
      // The usual filters' shape (a course field, the holes choice), so the sheet below does
      // not jump when they arrive.
      <div className="sheet-filters" aria-hidden="true">
        <IonSkeletonText animated className="sheet-filters__skeleton-field" />
        <IonSkeletonText animated className="sheet-filters__skeleton-choice" />
      </div>
    );
  }
  const canChoose = config.data.website_selecteren_baan === '1' && courses.length > 1;
  const holeOptions = GRID_HOLES.filter(
    (h) => !course || course.hole_options.some((o) => (o === 27 ? 18 : o) === h),
  );
  const tees = startTee === undefined ? [] : (course?.start_tees ?? []);
  return (
    <div className="sheet-filters">
      {canChoose ? (
        <SelectField
          label={t('booking.fields.course')}
          value={course?.id ?? ''}
          onChange={(e) => setGridChoice({ courseId: Number(e.target.value) })}
        >
          {courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      ) : course ? (
        <div className="sheet-filters__course">{course.name}</div>
      ) : null}
      {tees.length > 1 ? (
        <ChoiceGroup
          label={t('booking.fields.startTee')}
          hideLabel
          value={startTee ?? 1}
          options={tees.map((tee) => ({ value: tee, label: t('booking.startTee', { tee }) }))}
          onChange={(tee: number) => setGridChoice({ startTee: tee })}
        />
      ) : null}
      {holeOptions.length > 1 ? (
        <ChoiceGroup
          label={t('booking.fields.holes')}
          hideLabel
          value={holes}
          options={holeOptions.map((h) => ({ value: h, label: t('booking.holes', { count: h }) }))}
          onChange={(h) => setGridChoice({ holes: h })}
        />
      ) : null}
    </div>
  );
}
