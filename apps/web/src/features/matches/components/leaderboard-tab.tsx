import { IonButton, IonSkeletonText } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MatchResultKind } from '@fairway/golf';
import { LoadError } from '../../../components/load-error';
import { clubTimeZone } from '../../../lib/club-clock';
import { dateTimeFormat } from '../../../lib/intl-formats';
import { adminRightsQuery } from '../../match-admin';
import { leaderboardQuery } from '../matches.queries';
import { LeaderboardTable, type LeaderboardTableLook } from './leaderboard-table';

/** The table as the match's other result lists are drawn, the member's own line marked. */
const TAB_LOOK: LeaderboardTableLook = {
  table: 'match-results',
  self: 'match-result--self',
  unconfirmed: 'match-leaderboard__unconfirmed',
};

/**
 * The live leaderboard tab: per category the place, names, holes played and the score by the
 * result kind (stroke play also the strokes), read again as scores are typed while the match is
 * played; scores the marker has not signed yet marked with an asterisk; the member's own line
 * highlighted. The committee can open the board full screen for the clubhouse TV.
 */
export function LeaderboardTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const board = useQuery(leaderboardQuery(id));
  const rights = useQuery(adminRightsQuery());
  if (board.isPending) return <IonSkeletonText animated style={{ height: 120 }} />;
  if (board.isError) return <LoadError error={board.error} onRetry={() => void board.refetch()} />;
  const kind: MatchResultKind = board.data.uitslag;
  const unconfirmed = board.data.categories.some((c) =>
    c.lines.some((l) => !l.confirmed && l.thru > 0),
  );
  // The club's time with seconds: the board moves every few seconds.
  const updated = dateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: clubTimeZone(),
  }).format(new Date(board.data.computed_at));
  return (
    <div className="match-section match-leaderboard">
      <p className="match-results__rule">
        {t('matches.info.result')}: {t(`matches.result.${kind}`)}
        {board.data.better_ball ? ` · ${t('matches.leaderboard.betterBall')}` : ''}
      </p>
      <p className="match-leaderboard__status" aria-live="polite">
        {board.data.live
          ? t('matches.leaderboard.live', { time: updated })
          : t('matches.leaderboard.notLive')}
      </p>
      {rights.data?.wedstrijden ? (
        <IonButton fill="outline" size="small" routerLink={`/app/match/${id}/tv`}>
          {t('matches.leaderboard.fullScreen')}
        </IonButton>
      ) : null}
      {board.data.categories.map((c) => {
        const title = c.naam
          ? t('matches.results.category', { name: c.naam })
          : t('matches.leaderboard.title');
        return (
          <section key={c.id ?? 'all'}>
            <h3>{title}</h3>
            <div tabIndex={0} role="group" aria-label={title}>
              <LeaderboardTable lines={c.lines} kind={kind} look={TAB_LOOK} />
            </div>
          </section>
        );
      })}
      {unconfirmed ? (
        <p className="match-leaderboard__legend">* {t('matches.leaderboard.unconfirmed')}</p>
      ) : null}
    </div>
  );
}
