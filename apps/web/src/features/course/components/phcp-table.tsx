import { useTranslation } from 'react-i18next';
import type { PhcpTee } from '@fairway/contract';
import { formatCourseHandicap } from '@fairway/golf';
import { useGolfFormat } from '../../../lib/golf-format';
import { TeeLabel } from '../../scorecards';

/** The number columns after the tee's; with a partner, par makes way for the partner's column. */
const OWN_COLUMNS = [
  'calculator.colRating',
  'calculator.colPar',
  'calculator.colCourseHandicap',
  'calculator.colPlayingHandicap',
] as const;
const SIDE_COLUMNS = [
  'calculator.colRating',
  'calculator.colCourseHandicap',
  'calculator.colPartner',
  'calculator.colSide',
] as const;

/**
 * One course's tees with, for one gender, the ratings and the Course and Playing Handicap per
 * hole count (18 and, where the course is played so, 9).
 */
export function PhcpTable({
  name,
  tees,
  geslacht,
  teeStyle,
}: {
  name: string;
  tees: readonly PhcpTee[];
  geslacht: 'm' | 'v';
  teeStyle: string | null | undefined;
}) {
  const { t } = useTranslation();
  const fmt = useGolfFormat();
  // With a partner (foursomes, greensome): the partner's course handicap and the side's playing
  // handicap take the place of par and the member's own playing handicap.
  const side = tees.some((tee) => tee.lines.some((l) => l.side));
  return (
    <section className="phcp-course">
      <h2 className="phcp-course__name">{name}</h2>
      <table className="phcp-table">
        <thead>
          <tr>
            <th scope="col">{t('calculator.colTee')}</th>
            {(side ? SIDE_COLUMNS : OWN_COLUMNS).map((key) => (
              <th key={key} scope="col" className="phcp-table__num">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tees.flatMap((tee) =>
            tee.lines
              .filter((l) => l.geslacht === geslacht)
              .map((l) => (
                <tr key={`${tee.id}-${l.holes}`} data-tee={tee.naam} data-holes={l.holes}>
                  <th scope="row">
                    <div className="phcp-table__tee">
                      <TeeLabel tee={tee} style={teeStyle} />
                      <span className="phcp-table__holes">
                        {t('calculator.holes', { count: l.holes })}
                      </span>
                    </div>
                  </th>
                  <td className="phcp-table__num">
                    {fmt.rating(l.course_rating)} / {l.slope_rating}
                  </td>
                  {side ? null : <td className="phcp-table__num">{l.par}</td>}
                  <td className="phcp-table__num" data-col="ch">
                    {formatCourseHandicap(l.course_handicap)}
                  </td>
                  {l.side ? (
                    <>
                      <td className="phcp-table__num" data-col="partner-ch">
                        {formatCourseHandicap(l.side.partner_course_handicap)}
                      </td>
                      <td className="phcp-table__num phcp-table__ph" data-col="side-ph">
                        {formatCourseHandicap(l.side.playing_handicap)}
                      </td>
                    </>
                  ) : (
                    <td className="phcp-table__num phcp-table__ph" data-col="ph">
                      {formatCourseHandicap(l.playing_handicap)}
                    </td>
                  )}
                </tr>
              )),
          )}
        </tbody>
      </table>
    </section>
  );
}
