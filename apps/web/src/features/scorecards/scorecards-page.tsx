import { IonContent, IonPage, useIonRouter } from '@ionic/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { add, calendarOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { fetchMatchesOn } from '../../api/scorecards.api';
import { PageHeader } from '../../components/page-header';
import { clubNow } from '../../lib/club-clock';
import { ToolbarButton } from '../../components/toolbar-button';
import { PullToRefresh } from '../../components/pull-to-refresh';
import { deferredCode, useDeferredCode } from '../../lib/deferred-code';
import { configQuery, featuresQuery } from '../club';
import { selfQuery } from '../members';
import { ScorecardsOverview } from './components/scorecards-overview';
import { FlashNotice } from '../../components/flash-notice';
import { newCardLabelKey, showsBookingShortcut } from './list-actions';
import {
  cardListQuery,
  markerCardsQuery,
  requestQualifyingQuery,
  scorecardKeys,
} from './scorecards.queries';
import './scorecards.css';

/**
 * What the server answers inside the page when a member opens the card list, so it paints before
 * the app's JS arrives and the app starts without asking again (src/first-screen/).
 */
export const firstScreenQueries = () => [
  selfQuery(),
  configQuery(),
  featuresQuery(),
  cardListQuery(),
  markerCardsQuery(),
];

/** The 'new card' sheet's code (Ionic's action sheet, ~34 KB) is not part of the card list's start. */
const sheetCode = deferredCode(() => import('./components/action-sheet'));

/**
 * spec §2 /app/scorecards: the last two years of cards up to tomorrow, grouped per handicap, the
 * cards the member may mark, pull to refresh, and the 'new card' action sheet.
 */
export default function ScorecardsPage() {
  const { t } = useTranslation();
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const config = useQuery(configQuery());
  const features = useQuery(featuresQuery());

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: scorecardKeys.all }),
      queryClient.invalidateQueries({ queryKey: selfQuery().queryKey }),
    ]);

  const takeSheet = useDeferredCode(sheetCode);

  // spec §2: qualifying only when the club shows it (feature) and the member may register one now
  // (request_qualifying); a club of type 'd' "requests" a card, and its foreign option is "new card".
  const openNewCard = async () => {
    const sheet = takeSheet();
    const typeD = config.data?.club.type === 'd';
    const qualifyingMenu = features.data?.showQualfyingScorecardMenu === true;
    const request = qualifyingMenu
      ? await queryClient
          .fetchQuery({ ...requestQualifyingQuery(), staleTime: 10_000 })
          .catch(() => undefined)
      : undefined;
    const qualifying = qualifyingMenu && request?.allowed === true;
    // The member's matches of today that are not processed yet: their own match card (the server
    // decides whether they are in the field; a reserve is told there).
    const today = await fetchMatchesOn(clubNow(new Date()).date)
      .then((r) => r.matches.filter((m) => m.user_signed_up && m.verwerkt !== 'j'))
      .catch(() => []);
    const sheetModule = await sheet;
    if (!sheetModule) return;
    const choice = await sheetModule.chooseFromSheet<'qualifying' | 'foreign' | `match-${number}`>({
      header: typeD ? t('scorecards.newCard.requestTitle') : t('scorecards.newCard.title'),
      subHeader:
        qualifyingMenu && !qualifying && (request?.open_cards ?? 0) > 0
          ? t('scorecards.newCard.openCardFirst')
          : undefined,
      buttons: [
        ...today.map((m) => ({
          text: t('scorecards.newCard.match', { name: m.naam }),
          value: `match-${m.id}` as const,
        })),
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
    if (choice?.startsWith('match-'))
      router.push(`/app/scorecards/match/${choice.slice('match-'.length)}`);
  };

  const newCardLabel = t(newCardLabelKey(config.data));

  return (
    <IonPage>
      <PageHeader
        title={t('scorecards.title')}
        end={
          <>
            {showsBookingShortcut(config.data, features.data) ? (
              <ToolbarButton href="/app/booking" icon={calendarOutline} label={t('menu.booking')} />
            ) : null}
            <ToolbarButton icon={add} label={newCardLabel} onClick={() => void openNewCard()} />
          </>
        }
      />
      <IonContent>
        <PullToRefresh refresh={refresh} />

        <ScorecardsOverview
          newCardLabel={newCardLabel}
          onNewCard={() => void openNewCard()}
          notice={<FlashNotice place="cards" className="list-flash" />}
        />
      </IonContent>
    </IonPage>
  );
}
