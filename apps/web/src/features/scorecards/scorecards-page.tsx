import { useEffect, useSyncExternalStore } from 'react';
import {
  IonButton,
  IonContent,
  IonIcon,
  IonPage,
  IonRefresher,
  IonRefresherContent,
  IonSkeletonText,
  useIonRouter,
} from '@ionic/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { add, calendarOutline, checkmarkCircle, golfOutline, warningOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { bookingEnabled } from '../booking/booking-tab';
import { configQuery, featuresQuery } from '../club/club.queries';
import { selfQuery } from '../members/members.queries';
import { handicapGroups } from './card-list';
import { chooseFromSheet } from './components/action-sheet';
import { CardRow, MarkerCardRow } from './components/card-row';
import { NotificationInvite } from './components/notification-invite';
import { currentFlash, dismissFlash, subscribeFlash } from './flash';
import {
  cardListQuery,
  markerCardsQuery,
  requestQualifyingQuery,
  scorecardKeys,
} from './scorecards.queries';
import './scorecards.css';
import { useGolfFormat } from '../../lib/golf-format';

const FLASH_MS = 8000;

function FlashNotice() {
  const flash = useSyncExternalStore(subscribeFlash, currentFlash);
  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(dismissFlash, FLASH_MS);
    return () => window.clearTimeout(timer);
  }, [flash]);
  if (!flash) return null;
  return (
    <div className={`notice notice--${flash.tone} list-flash`} role="status" key={flash.id}>
      <IonIcon
        icon={flash.tone === 'success' ? checkmarkCircle : warningOutline}
        aria-hidden="true"
      />
      <div>{flash.text}</div>
    </div>
  );
}

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

/**
 * spec §2 /app/scorecards: the last two years of cards up to tomorrow, grouped per handicap, the
 * cards the member may mark, pull to refresh, and the 'new card' action sheet.
 */
export default function ScorecardsPage() {
  const { t } = useTranslation();
  const format = useGolfFormat();
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const self = useQuery(selfQuery());
  const config = useQuery(configQuery());
  const features = useQuery(featuresQuery());
  const list = useQuery(cardListQuery());
  const toMark = useQuery(markerCardsQuery());

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

  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: scorecardKeys.all }), self.refetch()]);

  // spec §2: qualifying only when the club shows it (feature) and the member may register one now
  // (request_qualifying); a club of type 'd' "requests" a card, and its foreign option is "new card".
  const openNewCard = async () => {
    const typeD = config.data?.club.type === 'd';
    const qualifyingMenu = features.data?.showQualfyingScorecardMenu === true;
    const request = qualifyingMenu
      ? await queryClient
          .fetchQuery({ ...requestQualifyingQuery(), staleTime: 10_000 })
          .catch(() => undefined)
      : undefined;
    const qualifying = qualifyingMenu && request?.allowed === true;
    const choice = await chooseFromSheet<'qualifying' | 'foreign'>({
      header: typeD ? t('scorecards.newCard.requestTitle') : t('scorecards.newCard.title'),
      subHeader:
        qualifyingMenu && !qualifying && (request?.open_cards ?? 0) > 0
          ? t('scorecards.newCard.openCardFirst')
          : undefined,
      buttons: [
        ...(qualifying
          ? [{ text: t('scorecards.newCard.qualifying'), value: 'qualifying' as const }]
          : []),
        {
          text: typeD ? t('scorecards.newCard.newCard') : t('scorecards.newCard.foreign'),
          value: 'foreign' as const,
        },
        { text: t('common.cancel'), role: 'cancel' as const },
      ],
    });
    if (choice === 'qualifying') router.push('/app/scorecards/qualifying');
    if (choice === 'foreign') router.push('/app/scorecards/foreign/date');
  };

  const newCardLabel =
    config.data?.club.type === 'd'
      ? t('scorecards.newCard.request')
      : t('scorecards.newCard.button');

  return (
    <IonPage>
      <PageHeader
        title={t('scorecards.title')}
        end={
          <>
            {/* spec §6 mobile_nav_naar_booking: the club puts booking one tap from the start. */}
            {config.data?.mobile_nav_naar_booking === '1' &&
            bookingEnabled(config.data, features.data) ? (
              <IonButton routerLink="/app/booking" aria-label={t('menu.booking')}>
                <IonIcon slot="icon-only" icon={calendarOutline} aria-hidden="true" />
              </IonButton>
            ) : null}
            <IonButton onClick={() => void openNewCard()} aria-label={newCardLabel}>
              <IonIcon slot="icon-only" icon={add} aria-hidden="true" />
            </IonButton>
          </>
        }
      />
      <IonContent>
        <IonRefresher
          slot="fixed"
          onIonRefresh={(e) => {
            void refresh().finally(() => e.detail.complete());
          }}
        >
          <IonRefresherContent />
        </IonRefresher>

        <section className="handicap-hero" aria-live="polite">
          <div className="handicap-hero__label">{t('scorecards.handicapLabel')}</div>
          <div className="handicap-hero__value">
            {self.data ? (handicap ?? t('common.noHandicap')) : <IonSkeletonText animated />}
          </div>
          <div className="handicap-hero__name">{self.data?.volledige_naam ?? '\u00a0'}</div>
          <IonButton
            className="handicap-hero__action"
            size="small"
            color="light"
            onClick={() => void openNewCard()}
          >
            <IonIcon slot="start" icon={add} aria-hidden="true" />
            {newCardLabel}
          </IonButton>
        </section>

        <FlashNotice />
        <NotificationInvite />

        {!listsPending && markerCards.length > 0 ? (
          <section className="card-section" aria-labelledby="to-mark-title">
            <h2 id="to-mark-title" className="card-section__title">
              {t('scorecards.toMarkTitle')}
              <span className="card-section__count">{markerCards.length}</span>
            </h2>
            <ul className="card-list">
              {markerCards.map((card) => (
                <MarkerCardRow key={card.id} card={card} ownClub={ownClub} />
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
          groups.map((group, i) => {
            const id = `hcp-group-${i}`;
            return (
              <section key={id} className="card-section" aria-labelledby={id}>
                <h2 id={id} className="card-section__title card-section__title--group">
                  {group.handicap === null
                    ? t('scorecards.groupNoHandicap')
                    : t('scorecards.groupHandicap', { handicap: format.handicap(group.handicap) })}
                  <span className="card-section__hint">
                    {t('scorecards.cardsCount', { count: group.cards.length })}
                  </span>
                </h2>
                <ul className="card-list">
                  {group.cards.map((card) => (
                    <CardRow key={card.id} card={card} ownClub={ownClub} teeStyle={teeStyle} />
                  ))}
                </ul>
              </section>
            );
          })
        )}
      </IonContent>
    </IonPage>
  );
}
