import { useState } from 'react';
import {
  IonButton,
  IonContent,
  IonIcon,
  IonInfiniteScroll,
  IonInfiniteScrollContent,
  IonItem,
  IonLabel,
  IonList,
  IonPage,
  IonSkeletonText,
  IonToggle,
  IonToolbar,
} from '@ionic/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { chevronBackOutline, chevronForwardOutline, trophyOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { MatchSummary } from '@fairway/contract';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { PullToRefresh } from '../../components/pull-to-refresh';
import { SearchField } from '../../components/search-field';
import { clubNow } from '../../lib/club-clock';
import { matchListQuery } from './matches.queries';
import { formatWallTime } from '../../lib/dates';
import { listYear } from './match-view';
import './matches.css';

/**
 * spec §2 /app/matches and /app/matches/list/{n} (n: the year): the club's matches of a year, 20
 * a page with infinite scroll, a search by term, previous/next year, only those open for sign-up,
 * the member's own sign-ups marked.
 */
export default function MatchesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { n } = useParams();
  const thisYear = Number(clubNow(new Date()).date.slice(0, 4));
  const year = listYear(n, thisYear);
  const [term, setTerm] = useState('');
  const [openOnly, setOpenOnly] = useState(false);
  const list = useInfiniteQuery(matchListQuery(year, term.trim(), openOnly));
  const matches = list.data?.pages.flatMap((p) => p.matches) ?? [];
  const goYear = (y: number) => navigate(`/app/matches/list/${y}`, { replace: true });

  return (
    <IonPage>
      <PageHeader title={t('matches.title')}>
        <IonToolbar color="primary" className="matches__year">
          <div className="matches__year-bar">
            <IonButton fill="clear" color="light" onClick={() => goYear(year - 1)}>
              <IonIcon slot="start" icon={chevronBackOutline} aria-hidden="true" />
              {t('matches.previousYear')}
            </IonButton>
            <h2 className="matches__year-label" aria-live="polite">
              {year}
            </h2>
            <IonButton fill="clear" color="light" onClick={() => goYear(year + 1)}>
              {t('matches.nextYear')}
              <IonIcon slot="end" icon={chevronForwardOutline} aria-hidden="true" />
            </IonButton>
          </div>
        </IonToolbar>
      </PageHeader>
      <IonContent>
        <PullToRefresh refresh={() => list.refetch()} />
        <div className="matches__filters">
          <SearchField label={t('matches.search')} value={term} onChange={setTerm} />
          <IonToggle
            checked={openOnly}
            onIonChange={(e) => setOpenOnly(e.detail.checked)}
            justify="space-between"
          >
            {t('matches.openOnly')}
          </IonToggle>
        </div>
        {list.isPending ? (
          <div aria-hidden="true" className="matches__skeleton">
            {[0, 1, 2, 3].map((i) => (
              <IonSkeletonText key={i} animated className="matches__skeleton-row" />
            ))}
          </div>
        ) : list.isError && matches.length === 0 ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : matches.length === 0 ? (
          <EmptyState icon={trophyOutline} title={t('matches.none', { year })} />
        ) : (
          <IonList aria-label={t('matches.title')}>
            {matches.map((m) => (
              <MatchRow key={m.id} match={m} />
            ))}
          </IonList>
        )}
        <IonInfiniteScroll
          disabled={!list.hasNextPage || list.isPlaceholderData}
          onIonInfinite={(e) => {
            void list.fetchNextPage().finally(() => void e.target.complete());
          }}
        >
          <IonInfiniteScrollContent loadingText={t('matches.loadingMore')} />
        </IonInfiniteScroll>
      </IonContent>
    </IonPage>
  );
}

function MatchRow({ match }: { match: MatchSummary }) {
  const { t } = useTranslation();
  return (
    <IonItem routerLink={`/app/match/${match.id}/info`} detail lines="full" className="match-row">
      <IonLabel className="ion-text-wrap">
        <div className="match-row__when">{formatWallTime(match.aanvang)}</div>
        <h2 className="match-row__name">{match.naam}</h2>
        <p className="match-row__meta">
          {match.course.name} · {t(`matches.form.${match.wedstrijdvorm.naam}`)}
        </p>
        <div className="match-row__badges">
          {match.user_signed_up ? (
            <span className="match-badge match-badge--mine">
              {match.user_reservelijst ? t('matches.onReserveListBadge') : t('matches.signedUp')}
            </span>
          ) : null}
          {match.open ? (
            <span className="match-badge match-badge--open">{t('matches.open')}</span>
          ) : null}
          {match.verwerkt === 'j' ? (
            <span className="match-badge">{t('matches.processed')}</span>
          ) : null}
        </div>
      </IonLabel>
    </IonItem>
  );
}
