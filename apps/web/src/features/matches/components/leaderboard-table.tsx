import { useTranslation } from 'react-i18next';
import type { LeaderboardLine } from '@fairway/contract';
import type { MatchResultKind } from '@fairway/golf';
import { isStrokePlay, lineView } from '../leaderboard-view';

/** How one screen dresses the table: the phone's tab or the clubhouse TV. */
export interface LeaderboardTableLook {
  table: string;
  /** The viewer's own line (the phone only). */
  self?: string;
  name?: string;
  score?: string;
  unconfirmed: string;
}

/**
 * The board's lines as a table: place, names, holes played, the score by the result kind and,
 * in stroke play, the strokes; a line the marker has not signed yet marked with an asterisk
 * (its meaning also for screen readers).
 */
export function LeaderboardTable({
  lines,
  kind,
  look,
}: {
  lines: LeaderboardLine[];
  kind: MatchResultKind;
  look: LeaderboardTableLook;
}) {
  const { t } = useTranslation();
  const strokes = isStrokePlay(kind);
  return (
    <table className={look.table}>
      <thead>
        <tr>
          <th className="num">#</th>
          <th>{t('matches.results.name')}</th>
          <th className="num">{t('matches.leaderboard.thru')}</th>
          <th className="num">
            {t(strokes ? 'matches.leaderboard.toPar' : 'matches.leaderboard.score')}
          </th>
          {strokes ? <th className="num">{t('matches.leaderboard.strokes')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => {
          const v = lineView(l, kind);
          const self = look.self !== undefined && l.is_self;
          return (
            <tr
              key={l.team_id}
              className={self ? look.self : undefined}
              aria-current={self ? 'true' : undefined}
            >
              <td className="num">{v.place ? t(v.place.key, { n: v.place.n }) : '–'}</td>
              <td className={look.name}>
                {l.players.map((p) => p.naam ?? t('matches.hiddenPlayer')).join(' / ')}
                {!l.confirmed && l.thru > 0 ? (
                  <span className={look.unconfirmed} title={t('matches.leaderboard.unconfirmed')}>
                    {' *'}
                    <span className="sr-only">{t('matches.leaderboard.unconfirmed')}</span>
                  </span>
                ) : null}
              </td>
              <td className="num">
                {v.thru === null ? '–' : typeof v.thru === 'number' ? v.thru : t(v.thru.key)}
              </td>
              <td className={look.score ? `num ${look.score}` : 'num'}>
                {v.score === null ? '' : typeof v.score === 'string' ? v.score : t(v.score.key)}
              </td>
              {strokes ? <td className="num">{l.status === 'ok' ? (l.total ?? '') : ''}</td> : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
