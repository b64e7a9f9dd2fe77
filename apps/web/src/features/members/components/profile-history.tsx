import {
  IonInfiniteScroll,
  IonInfiniteScrollContent,
  IonItem,
  IonLabel,
  IonList,
  IonSkeletonText,
} from '@ionic/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { HandicapHistoryEntry, HandicapHistoryResponse } from '@fairway/contract';
import { statsChartOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { OfflineSince } from '../../../components/offline-since';
import { formatDate } from '../../../lib/dates';
import { useGolfFormat } from '../../../lib/golf-format';
import { handicapHistoryPagesQuery } from '../members.queries';

/**
 * The profile's history tab: the member's handicap record as the WHS engine replayed it, with
 * how the current index came about, so "why 17,4 and not 16,9?" is answered here. Every number
 * is the server's (the engine's); the screen only writes them down. The cards come in pages,
 * newest first, the next one on scroll.
 */
export function ProfileHistory() {
  const { t } = useTranslation();
  const history = useInfiniteQuery(handicapHistoryPagesQuery());
  if (history.isPending) {
    return (
      <div className="members__skeleton" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <IonSkeletonText key={i} animated className="members__skeleton-row" />
        ))}
      </div>
    );
  }
  if (history.isError && !history.data) {
    return <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  }
  const current = history.data.pages[0]?.current ?? null;
  const entries = history.data.pages.flatMap((p) => p.entries);
  if (!current || entries.length === 0) {
    return <EmptyState icon={statsChartOutline} title={t('profile.history.empty')} />;
  }
  return (
    <>
      <OfflineSince query={history} className="offline-since--page" />
      <WhyThisIndex current={current} />
      <h2 className="section-title history__title">{t('profile.history.cards')}</h2>
      <p className="members__hint">{t('profile.history.legend')}</p>
      {/* Focusable, so a keyboard can scroll the long list of cards. */}
      <IonList className="history__list" aria-label={t('profile.history.cards')} tabIndex={0}>
        {entries.map((entry) => (
          <HistoryItem key={entry.card_id} entry={entry} />
        ))}
      </IonList>
      <IonInfiniteScroll
        disabled={!history.hasNextPage}
        onIonInfinite={(e) => {
          void history.fetchNextPage().finally(() => void e.target.complete());
        }}
      >
        <IonInfiniteScrollContent loadingText={t('profile.history.loadingMore')} />
      </IonInfiniteScroll>
    </>
  );
}

/** The steps from the counting differentials to the current index (WHS Rules 5.2, 5.7, 5.8). */
function WhyThisIndex({ current }: { current: NonNullable<HandicapHistoryResponse['current']> }) {
  const { t } = useTranslation();
  const format = useGolfFormat();
  const index = format.handicap(current.index) ?? t('common.noHandicap');
  return (
    <section className="history__why" aria-labelledby="history-why">
      <h2 id="history-why">{t('profile.history.whyTitle', { index })}</h2>
      <ol>
        <li>
          {t('profile.history.average', { used: current.used, scores: current.scores })}
          <span className="history__diffs">
            {current.used_differentials.map((d) => format.handicap(d)).join(' · ')}
          </span>
        </li>
        {current.adjustment !== 0 ? (
          <li>
            {t('profile.history.adjustment', {
              adjustment: format.adjustment(current.adjustment),
              count: current.scores,
            })}
          </li>
        ) : null}
        <li>
          {t('profile.history.calculated', {
            index: format.handicap(current.calculated_index) ?? '–',
          })}
        </li>
        {current.low_index !== null ? (
          <li>{t('profile.history.low', { low: format.handicap(current.low_index) })}</li>
        ) : null}
        {current.cap !== 'none' ? (
          <li className="history__cap">{t(`profile.history.cap.${current.cap}`)}</li>
        ) : null}
        <li>
          <strong>{t('profile.history.result', { index })}</strong>
        </li>
      </ol>
    </section>
  );
}

/** One card of the record and the index after it. */
function HistoryItem({ entry }: { entry: HandicapHistoryEntry }) {
  const { t } = useTranslation();
  const format = useGolfFormat();
  const details = [
    entry.tee_naam,
    t('members.record.holes', { count: entry.aantal_holes }),
    entry.ags === null ? null : t('members.record.ags', { ags: entry.ags }),
    entry.pcc !== 0 ? t('profile.history.pcc', { pcc: format.adjustment(entry.pcc) }) : null,
  ].filter(Boolean);
  const notes = [
    entry.status !== 'counted' ? t(`profile.history.status.${entry.status}`) : null,
    entry.esr !== 0 ? t('profile.history.esr', { esr: format.adjustment(entry.esr) }) : null,
    entry.cap !== 'none' ? t(`profile.history.capShort.${entry.cap}`) : null,
  ].filter(Boolean);
  const classes = [
    'history__item',
    entry.counts ? 'history__item--counts' : '',
    entry.in_window ? '' : 'history__item--old',
  ].join(' ');
  return (
    <IonItem lines="full" className={classes}>
      <IonLabel className="ion-text-wrap">
        <h3>
          {formatDate(entry.datum)} · {entry.baan_naam}
        </h3>
        <p>{details.join(' · ')}</p>
        {notes.length > 0 ? <p className="history__notes">{notes.join(' · ')}</p> : null}
      </IonLabel>
      <div slot="end" className="history__numbers">
        <span className="history__differential">
          {t('profile.history.differential', {
            differential: format.handicap(entry.differential) ?? '–',
          })}
          {entry.counts ? <b className="history__counts">{t('members.record.counts')}</b> : null}
        </span>
        <span className="history__index">
          {t('profile.history.indexAfter', {
            index: format.handicap(entry.index) ?? t('common.noHandicap'),
          })}
        </span>
      </div>
    </IonItem>
  );
}
