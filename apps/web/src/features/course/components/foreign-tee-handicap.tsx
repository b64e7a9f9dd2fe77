import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCourseHandicap } from '@fairway/golf';
import { foreignPhcpQuery } from '../course.queries';

/**
 * The member's course and playing handicap on the foreign tee just chosen (GET
 * /api/foreign/courses/{id}/tees/{tee}/phcp), for the holes the card is for.
 */
export function ForeignTeeHandicap({
  courseId,
  teeId,
  holes,
}: {
  courseId: number;
  teeId: number;
  holes: 9 | 18;
}) {
  const { t } = useTranslation();
  const phcp = useQuery(foreignPhcpQuery(courseId, teeId));
  const info = phcp.data?.handicap_info;
  const line =
    info &&
    phcp.data?.tees[0]?.lines.find((l) => l.geslacht === info.geslacht && l.holes === holes);
  if (!line) return null;
  return (
    <p className="form-card__intro" data-testid="foreign-tee-phcp">
      {t('calculator.foreignTee', {
        ch: formatCourseHandicap(line.course_handicap),
        ph: formatCourseHandicap(line.playing_handicap),
        holes,
      })}
    </p>
  );
}
