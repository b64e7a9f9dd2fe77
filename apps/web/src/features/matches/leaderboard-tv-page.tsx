import { useEffect, useState } from 'react';
import { IonContent, IonPage } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LoadError } from '../../components/load-error';
import { LeaderboardTable, type LeaderboardTableLook } from './components/leaderboard-table';
import { boardPages } from './leaderboard-view';
import { leaderboardQuery, matchQuery } from './matches.queries';
import './leaderboard-tv.css';

/** Large type for a screen in the clubhouse; nobody's own line is marked there. */
const TV_LOOK: LeaderboardTableLook = {
  table: 'leaderboard-tv__table',
  name: 'leaderboard-tv__name',
  score: 'leaderboard-tv__score',
  unconfirmed: 'leaderboard-tv__unconfirmed',
};

/** How long one screen of a long field stays before the next. */
export const TV_PAGE_MS = 12_000;
/** Height of a row and of the heading above the rows on a 1080-pixel screen (leaderboard-tv.css). */
const ROW_PX = 72;
const CHROME_PX = 260;

/** As many rows as fit the screen's height (13 on a 1080-pixel TV). */
function rowsThatFit(): number {
  return Math.max(3, Math.floor((window.innerHeight - CHROME_PX) / ROW_PX));
}

/**
 * The live leaderboard full screen for the clubhouse TV (/app/match/{id}/tv, the committee's):
 * large type readable from across the room, no menu, read again as scores are typed also when the
 * window is not in front; a field longer than the screen turns to its next screen every
 * TV_PAGE_MS, a category at a time.
 */
export default function LeaderboardTvPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const match = useQuery(matchQuery(id));
  const board = useQuery({ ...leaderboardQuery(id), refetchIntervalInBackground: true });
  const [rows, setRows] = useState(rowsThatFit);
  const [page, setPage] = useState(0);
  useEffect(() => {
    const resize = () => setRows(rowsThatFit());
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, []);
  const pages = board.data ? boardPages(board.data, rows) : [];
  const count = pages.length;
  useEffect(() => {
    if (count <= 1) return;
    const timer = window.setInterval(() => setPage((p) => p + 1), TV_PAGE_MS);
    return () => window.clearInterval(timer);
  }, [count]);

  const current = count ? pages[page % count] : undefined;
  const kind = board.data?.uitslag;
  return (
    <IonPage>
      <IonContent className="leaderboard-tv" fullscreen>
        <header className="leaderboard-tv__header">
          <h1>{match.data?.naam ?? t('matches.leaderboard.title')}</h1>
          {current && kind ? (
            <p>
              {current.category.naam
                ? t('matches.results.category', { name: current.category.naam })
                : t('matches.leaderboard.title')}
              {' · '}
              {t(`matches.result.${kind}`)}
              {current.parts > 1
                ? ` · ${t('matches.leaderboard.part', { part: current.part, parts: current.parts })}`
                : ''}
            </p>
          ) : null}
        </header>
        {board.isError ? (
          <LoadError error={board.error} onRetry={() => void board.refetch()} />
        ) : current && kind ? (
          <LeaderboardTable lines={current.lines} kind={kind} look={TV_LOOK} />
        ) : null}
        <footer className="leaderboard-tv__footer">* {t('matches.leaderboard.unconfirmed')}</footer>
      </IonContent>
    </IonPage>
  );
}
