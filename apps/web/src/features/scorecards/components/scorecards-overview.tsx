import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { IonSkeletonText } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { add, golfOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { OfflineSince } from '../../../components/offline-since';
import { useKeepOpenCards } from '../keep-open-cards';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icon';
import { LoadError } from '../../../components/load-error';
import { useGolfFormat } from '../../../lib/golf-format';
import { configQuery } from '../../club';
import { selfQuery } from '../../members';
import { firstRows, handicapGroups } from '../card-list';
import { cardListQuery, markerCardsQuery } from '../scorecards.queries';
import { CardRow, MarkerCardRow } from './card-row';
import { NotificationInvite } from './notification-invite';

/**
 * Cards in the screen's first frame, and in the server's copy (which shows only the top): a phone
 * shows three or four. The rest follow in a transition, which React builds in slices, so a long
 * list does not hold a slow phone's main thread in one piece.
 */
const FIRST_ROWS = 8;

function ListSkeleton() {
  return (
    <div className="card-list" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="card-row card-row--skeleton">
          <IonSkeletonText animated style={{ width: '40%' }} />
          <IonSkeletonText animated style={{ width: '70%', height: 18 }} />
          <IonSkeletonText animated style={{ width: '55%' }} />
        </div>
      ))}
    </div>
  );
}

interface ScorecardsOverviewProps {
  newCardLabel: string;
  onNewCard: () => void;
  /** A passing message under the handicap (a card just sent or signed). */
  notice?: ReactNode;
}

/**
 * The card list's content (spec §2 /app/scorecards): the member's handicap, the cards to mark,
 * the own cards per handicap. No Ionic components once the data is there, so the server can
 * paint it before the app's JS arrives (src/first-screen/).
 */
export function ScorecardsOverview({ newCardLabel, onNewCard, notice }: ScorecardsOverviewProps) {
  const { t } = useTranslation();
  const format = useGolfFormat();
  const rowText = { t, format };
  const self = useQuery(selfQuery());
  const config = useQuery(configQuery());
  const list = useQuery(cardListQuery());
  const toMark = useQuery(markerCardsQuery());
  useKeepOpenCards(list.data?.cards);

  const handicap =
    self.data?.handicap !== null && self.data?.handicap !== undefined
      ? format.handicap(self.data.handicap)
      : null;
  const ownClub = config.data?.club.naam;
  const teeStyle = config.data?.tee_naam_en_kleur_weergave;
  const groups = list.data ? handicapGroups(list.data) : [];
  const markerCards = toMark.data ?? [];
  // Both lists appear at once: the cards to mark sit above the member's own cards, so showing
  // them later would push the whole list down under the member's thumb.
  const listsPending = list.isPending || toMark.isPending;
  const [allRows, setAllRows] = useState(false);
  useEffect(() => startTransition(() => setAllRows(true)), []);
  const shown = firstRows(markerCards, groups, allRows ? Infinity : FIRST_ROWS);

  return (
    <>
      <section className="handicap-hero" aria-live="polite">
        <div className="handicap-hero__label">{t('scorecards.handicapLabel')}</div>
        <div
          className={
            self.data && handicap === null
              ? 'handicap-hero__value handicap-hero__value--words'
              : 'handicap-hero__value'
          }
        >
          {self.data ? (
            (handicap ?? t('common.noHandicap'))
          ) : self.isError ? (
            // Not known here without a connection; the list below says why.
            '–'
          ) : (
            <IonSkeletonText animated />
          )}
        </div>
        <div className="handicap-hero__name">{self.data?.volledige_naam ?? '\u00a0'}</div>
        <button type="button" className="fw-button handicap-hero__action" onClick={onNewCard}>
          <Icon icon={add} />
          {newCardLabel}
        </button>
      </section>

      <OfflineSince query={list} className="list-flash" />
      {notice}
      <NotificationInvite />

      {!listsPending && markerCards.length > 0 ? (
        <section className="card-section" aria-labelledby="to-mark-title">
          <h2 id="to-mark-title" className="card-section__title section-label">
            {t('scorecards.toMarkTitle')}
            <span className="card-section__count">{markerCards.length}</span>
          </h2>
          <ul className="card-list">
            {shown.markerCards.map((card) => (
              <MarkerCardRow key={card.id} card={card} ownClub={ownClub} text={rowText} />
            ))}
          </ul>
        </section>
      ) : null}

      {listsPending ? (
        <ListSkeleton />
      ) : list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState
          icon={golfOutline}
          title={t('scorecards.emptyTitle')}
          text={t('scorecards.emptyText')}
        />
      ) : (
        shown.groups.map((group, i) => {
          const id = `hcp-group-${i}`;
          return (
            <section key={id} className="card-section" aria-labelledby={id}>
              <h2 id={id} className="card-section__title card-section__title--group section-label">
                {group.handicap === null
                  ? t('scorecards.groupNoHandicap')
                  : t('scorecards.groupHandicap', { handicap: format.handicap(group.handicap) })}
                <span className="card-section__hint">
                  {t('scorecards.cardsCount', { count: group.total })}
                </span>
              </h2>
              <ul className="card-list">
                {group.cards.map((card) => (
                  <CardRow
                    key={card.id}
                    card={card}
                    ownClub={ownClub}
                    teeStyle={teeStyle}
                    text={rowText}
                  />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </>
  );
}
