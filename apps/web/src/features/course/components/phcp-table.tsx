import { useTranslation } from 'react-i18next';
import type { PhcpTee } from '@fairway/contract';
import { formatCourseHandicap } from '@fairway/golf';
import { useGolfFormat } from '../../../lib/golf-format';
import { TeeLabel } from '../../scorecards';

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
            <th scope="col" className="phcp-table__num">
              {t('calculator.colRating')}
            </th>
            {side ? null : (
              <th scope="col" className="phcp-table__num">
                {t('calculator.colPar')}
              </th>
            )}
            <th scope="col" className="phcp-table__num">
              {t('calculator.colCourseHandicap')}
            </th>
            {side ? (
              <>
                <th scope="col" className="phcp-table__num">
                  {t('calculator.colPartner')}
                </th>
                <th scope="col" className="phcp-table__num">
                  {t('calculator.colSide')}
                </th>
              </>
            ) : (
              <th scope="col" className="phcp-table__num">
                {t('calculator.colPlayingHandicap')}
              </th>
            )}
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
