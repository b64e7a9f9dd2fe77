import { useState } from 'react';
import { IonButton, IonContent, IonPage, IonSkeletonText } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { alertCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { MATCH_TABS, visibleMatchTabs, wallTime, type MatchTab } from '@fairway/golf';
import type { MatchDetail, RegistrationResponse } from '@fairway/contract';
import { isApiError } from '../../api/api-error';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { TabsToolbar } from '../../components/tabs-toolbar';
import { clubNow } from '../../lib/club-clock';
import { cardViewPath, opensScoreEntry, matchCardQuery } from '../scorecards';
import { configQuery } from '../club';
import { matchQuery, registrationQuery } from './matches.queries';
import { InfoTab } from './components/info-tab';
import { ParticipantsTab } from './components/participants-tab';
import { StartersTab } from './components/starters-tab';
import { ResultsTab } from './components/results-tab';
import { LeaderboardTab } from './components/leaderboard-tab';
import { PaymentTab } from './components/payment-tab';
import { SignUpForm } from './components/sign-up-form';
import './matches.css';

const isTab = (value: unknown): value is MatchTab => MATCH_TABS.includes(value as MatchTab);

/** The tabs spec §4 shows for this match to this member now (the club's clock). */
export function tabsOf(match: MatchDetail, signedUp: boolean): MatchTab[] {
  return visibleMatchTabs(
    {
      inschrijvingsstart: match.inschrijvingsstart,
      inschrijvingsstop: match.inschrijvingsstop,
      verwerkt: match.verwerkt,
      startlijst_vrijgegeven: match.startlijst_vrijgegeven,
      ideal_betalingen: match.ideal_betalingen,
      publiceer_uitslag: match.publiceer_uitslag,
      aanvang: match.aanvang,
    },
    signedUp,
    wallTime(clubNow(new Date())),
  );
}

/**
 * On the match's day a player in the field has a card of their own to enter (the server checks
 * it too): not signed up, on the reserve list or the match processed, none.
 */
function playsToday(
  m: MatchDetail | undefined,
  registration: RegistrationResponse | undefined,
  today: string,
): boolean {
  return (
    !!m &&
    registration?.signed_up === true &&
    registration.reservelijst === false &&
    m.verwerkt !== 'j' &&
    m.aanvang.slice(0, 10) === today
  );
}

/**
 * spec §2 /app/match/{id} with the tabs info, participants, starters, results, payment and
 * signup, each shown per spec §4; the tab is part of the path.
 */
export default function MatchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id);
  // The tab is the path's last part (each tab is a route of its own, routes.tsx), read when the
  // page opens: Ionic keeps an earlier page (info, under the signup it opened) mounted, and it
  // must keep showing its own tab, not the current location's.
  const { pathname } = useLocation();
  const [tab] = useState(() => pathname.split('/')[4]);
  const match = useQuery({ ...matchQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const registration = useQuery({ ...registrationQuery(id), enabled: match.isSuccess });
  const today = clubNow(new Date()).date;
  const config = useQuery(configQuery());
  // A club with cards off (kaarten) keeps no cards in the app: no card button (the server refuses).
  const cardDay = config.data?.kaarten === true && playsToday(match.data, registration.data, today);
  // The member's card of this match, once made: the button opens it instead of making one.
  const myCard = useQuery({ ...matchCardQuery(id, today), enabled: cardDay });

  if (!Number.isInteger(id) || id <= 0 || !isTab(tab))
    return (
      <Navigate
        to={Number.isInteger(id) && id > 0 ? `/app/match/${id}/info` : '/app/matches'}
        replace
      />
    );

  const header = (tabs: MatchTab[] | null) => (
    <PageHeader title={match.data?.naam ?? t('matches.match')} backHref="/app/matches">
      {tabs && tabs.length > 1 ? (
        <TabsToolbar
          tab={tab}
          tabs={tabs}
          label={(x) => t(`matches.tabs.${x}`)}
          onTab={(next) => navigate(`/app/match/${id}/${next}`, { replace: true })}
          scrollable
        />
      ) : null}
    </PageHeader>
  );

  if (match.isPending || (match.isSuccess && registration.isPending))
    return (
      <IonPage>
        {header(null)}
        <IonContent>
          <div className="match-section" aria-hidden="true">
            <IonSkeletonText animated style={{ height: 120 }} />
          </div>
        </IonContent>
      </IonPage>
    );

  if (match.isError || !match.data) {
    const missing = isApiError(match.error) && match.error.status === 404;
    return (
      <IonPage>
        {header(null)}
        <IonContent>
          {missing ? (
            <EmptyState icon={alertCircleOutline} title={t('errors.NOT_FOUND')} />
          ) : (
            <LoadError error={match.error} onRetry={() => void match.refetch()} />
          )}
        </IonContent>
      </IonPage>
    );
  }

  const m = match.data;
  const signedUp = registration.data?.signed_up ?? m.user_signed_up;
  const tabs = tabsOf(m, signedUp);
  if (!tabs.includes(tab)) return <Navigate to={`/app/match/${id}/info`} replace />;
  // Until the card list has answered, no button; without an answer (no connection) the create
  // page, where the server answers the card there is.
  const card = myCard.data;
  const cardButton =
    !cardDay || myCard.isPending ? null : card ? (
      <IonButton
        expand="block"
        routerLink={opensScoreEntry(card) ? `/app/score/${card.id}` : cardViewPath(card.id)}
      >
        {t('matches.openMyCard')}
      </IonButton>
    ) : (
      <IonButton expand="block" routerLink={`/app/scorecards/match/${id}`}>
        {t('matches.enterMyCard')}
      </IonButton>
    );

  return (
    <IonPage>
      {header(tabs)}
      <IonContent>
        {tab === 'info' ? (
          <InfoTab match={m} registration={registration.data ?? null}>
            {cardButton}
            {tabs.includes('signup') ? (
              <IonButton expand="block" routerLink={`/app/match/${id}/signup`}>
                {signedUp ? t('matches.changeSignUp') : t('matches.signUp')}
              </IonButton>
            ) : null}
          </InfoTab>
        ) : tab === 'participants' ? (
          <ParticipantsTab id={id} />
        ) : tab === 'starters' ? (
          <>
            <StartersTab id={id} />
            {cardButton ? <div className="match-section">{cardButton}</div> : null}
          </>
        ) : tab === 'results' ? (
          <ResultsTab id={id} />
        ) : tab === 'leaderboard' ? (
          <LeaderboardTab id={id} />
        ) : tab === 'payment' ? (
          <PaymentTab match={m} />
        ) : (
          <SignUpForm match={m} registration={registration.data ?? null} />
        )}
      </IonContent>
    </IonPage>
  );
}
