import { useState } from 'react';
import { IonAlert, IonButton, IonTextarea, IonToast } from '@ionic/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type {
  MatchDetail,
  MatchGuest,
  RegistrationResponse,
  SignOutResponse,
  SignUpPlayer,
  SignUpResponse,
} from '@fairway/contract';
import {
  categoryOpenTo,
  formatEuroCents,
  guestMissingFields,
  maxExtraPlayers,
  membersMayBeNamed,
} from '@fairway/golf';
import { isApiError } from '../../../api/api-error';
import { sendSignUp, signOutOfMatch } from '../../../api/matches.api';
import { errorMessage } from '../../../i18n/error-message';
import { useSingleWrite } from '../../../lib/use-single-write';
import { selfQuery } from '../../members';
import { ProductPicker, type ProductChoice } from '../../payments';
import { matchKeys } from '../matches.queries';
import { guestMissingMessage } from '../match-view';
import { SignOutConfirm } from './sign-out-confirm';
import { SignUpPlacement, SignUpPreferences, type Preferences } from './sign-up-choices';
import { extrasFrom, SignUpPlayers, type Extra } from './sign-up-players';

interface Notice {
  header: 'attention' | 'error' | 'done';
  message: string;
}

/** spec §9: the missing-category popup shows for 3 seconds. */
const CATEGORY_POPUP_MS = 3000;

/**
 * spec §2 /app/match/{id}/signup: the players (the member, team mates from the member search for
 * team forms, guests as allowed), preferences, comment, tee, category (required when the match
 * has them: a 3-second popup) and flight (required for direct flight sign-up; a full flight cannot
 * be chosen). Sign-up (POST), update (PUT) and sign-out, each answered as spec §4 and §8 say.
 */
export function SignUpForm({
  match: m,
  registration,
}: {
  match: MatchDetail;
  registration: RegistrationResponse | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const self = useQuery(selfQuery());
  const signedUp = registration?.signed_up ?? false;
  const info = registration?.inschrijfinfo ?? null;
  const [extras, setExtras] = useState<Extra[]>(() => extrasFrom(registration));
  const [prefs, setPrefs] = useState<Preferences>({
    buggy: info?.buggy ?? 'n',
    horeca: info?.horeca ?? 'n',
    handicart: info?.handicart ?? 'n',
    startGame: info?.vroeglaat ?? 'geen',
  });
  const [comment, setComment] = useState(info?.opmerking ?? '');
  const [teeId, setTeeId] = useState<number | null>(info?.tee_id ?? null);
  // undefined: not chosen yet, the one category the member fits is taken; null: none chosen.
  const [categoryChoice, setCategoryChoice] = useState<number | null | undefined>(
    info?.category_id ?? undefined,
  );
  const [flightId, setFlightId] = useState<number | null>(registration?.flight_id ?? null);
  const [producten, setProducten] = useState<ProductChoice[]>(() => registration?.producten ?? []);
  const [categoryPopup, setCategoryPopup] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [guestError, setGuestError] = useState<string | null>(null);
  // The sign-out asked for (true: the whole team) until the member confirms it.
  const [signingOut, setSigningOut] = useState<boolean | null>(null);
  const { write, busy } = useSingleWrite();

  const gender = self.data?.geslacht ?? 'm';
  const tees = m.beschikbare_tees[gender];
  const maxExtra = maxExtraPlayers({
    spelers: m.wedstrijdvorm.spelers,
    aantal_gastspelers_inschrijven: m.aantal_gastspelers_inschrijven,
    inschrijvingsvorm: m.inschrijvingsvorm,
  });
  const teamForm = m.wedstrijdvorm.spelers > 1;
  // The categories the server takes from this member (its MATCH_CATEGORY_INVALID otherwise).
  const member = { handicap: self.data?.handicap ?? null, geslacht: gender };
  const openCategories = self.data
    ? m.categories.filter((c) => categoryOpenTo(m.wedstrijdvorm, c, member))
    : [];
  const categoryId =
    categoryChoice !== undefined
      ? categoryChoice
      : openCategories.length === 1
        ? openCategories[0]!.id
        : null;
  const flightMissing = m.direct_in_flight_inschrijven === 'j' && flightId === null;
  const namesMembers = membersMayBeNamed({ spelers: m.wedstrijdvorm.spelers });
  const isLeader = !signedUp || registration?.team_members[0]?.is_self === true;

  const refresh = () => queryClient.invalidateQueries({ queryKey: matchKeys.all });

  const payload = () => {
    const players: SignUpPlayer[] = extras.map((x) =>
      x.kind === 'member'
        ? { member_id: x.id }
        : {
            guest: {
              firstname: x.guest.firstname || null,
              lastname: x.guest.lastname || null,
              handicap: x.guest.handicap === '' ? null : Number(x.guest.handicap.replace(',', '.')),
              gender: x.guest.gender || null,
            } satisfies MatchGuest,
          },
    );
    return {
      players,
      preferences: {
        buggy: prefs.buggy,
        horeca: prefs.horeca,
        handicart: prefs.handicart,
        start_game: prefs.startGame,
      },
      comment,
      tee_id: teeId,
      category_id: categoryId,
      flight_id: m.direct_in_flight_inschrijven === 'j' ? flightId : null,
      producten,
    };
  };

  async function submit() {
    if (m.categories.length > 0 && categoryId === null) {
      setCategoryPopup(true);
      return;
    }
    for (const x of extras) {
      if (x.kind !== 'guest') continue;
      const missing = guestMissingFields({
        lastname: x.guest.lastname,
        handicap: x.guest.handicap === '' ? null : Number(x.guest.handicap.replace(',', '.')),
        gender: x.guest.gender || null,
      });
      if (missing.length > 0) {
        setGuestError(guestMissingMessage(t, missing));
        return;
      }
    }
    setGuestError(null);
    let answer: SignUpResponse | undefined;
    try {
      answer = await write.run((key) => sendSignUp(m.id, payload(), signedUp, key));
    } catch (error) {
      if (isApiError(error) && error.status === 0) return;
      setNotice({ header: 'attention', message: errorMessage(t, error) });
      return;
    }
    if (!answer) return;
    await refresh();
    if (answer.status === 'error') {
      setNotice({ header: 'error', message: answer.msg });
      return;
    }
    const first = answer.players[0];
    if (first?.reservelijst) {
      setNotice({
        header: 'done',
        message: t('matches.onReserveList', { place: first.reserve_positie }),
      });
    } else if (m.ideal_betalingen === 'j' && !signedUp) {
      navigate(`/app/match/${m.id}/payment`, { replace: true });
    } else {
      setNotice({
        header: 'done',
        message: signedUp ? t('matches.updated') : t('matches.signedUpDone'),
      });
    }
  }

  async function signOut(team: boolean) {
    let done: SignOutResponse | undefined;
    try {
      done = await write.run((key) => signOutOfMatch(m.id, team, key));
      if (!done) return;
    } catch (error) {
      if (isApiError(error) && error.status === 0) return;
      setNotice({ header: 'error', message: errorMessage(t, error) });
      return;
    }
    await refresh();
    setExtras([]);
    setProducten([]);
    const refund = done.terugbetaling;
    setNotice({
      header: 'done',
      message: refund
        ? `${t('matches.signedOut')} ${t('payments.refundedOnSignOut', { amount: formatEuroCents(refund.bedrag_cents) })}`
        : t('matches.signedOut'),
    });
  }

  return (
    <div className="match-section match-signup">
      {signedUp ? (
        <p className="match-notice" role="status">
          {registration?.reservelijst
            ? t('matches.onReserveList', { place: registration.reserve_positie })
            : t('matches.youAreSignedUp')}
        </p>
      ) : null}

      <SignUpPlayers
        selfName={self.data?.volledige_naam ?? ''}
        extras={extras}
        setExtras={setExtras}
        guestError={guestError}
        canAdd={isLeader && extras.length < maxExtra}
        namesMembers={namesMembers}
      />

      <SignUpPreferences
        value={prefs}
        onChange={(patch) => setPrefs((p) => ({ ...p, ...patch }))}
      />

      <SignUpPlacement
        match={m}
        registration={registration}
        tees={tees}
        teeId={teeId}
        onTee={setTeeId}
        categoryId={categoryId}
        onCategory={setCategoryChoice}
        openCategories={self.data ? openCategories : undefined}
        flightId={flightId}
        onFlight={setFlightId}
      />

      {m.producten.length > 0 ? (
        <ProductPicker
          products={m.producten}
          value={producten}
          onChange={setProducten}
          locked={!isLeader || m.bon?.status === 'paid' || m.bon?.status === 'pending'}
        />
      ) : null}

      <IonTextarea
        className="match-signup__comment"
        label={t('matches.signup.comment')}
        labelPlacement="floating"
        fill="outline"
        autoGrow
        maxlength={500}
        value={comment}
        onIonInput={(e) => setComment(e.detail.value ?? '')}
      />

      <div className="match-signup__actions">
        {isLeader ? (
          <>
            {flightMissing ? (
              <p className="match-signup__hint">{t('matches.signup.chooseFlightFirst')}</p>
            ) : null}
            <IonButton
              expand="block"
              disabled={busy || flightMissing}
              onClick={() => void submit()}
            >
              {signedUp ? t('matches.signup.update') : t('matches.signUp')}
            </IonButton>
          </>
        ) : null}
        {signedUp && m.can_sign_out ? (
          <IonButton
            expand="block"
            fill="outline"
            color="danger"
            disabled={busy}
            onClick={() => setSigningOut(false)}
          >
            {t('matches.signup.signOut')}
          </IonButton>
        ) : null}
        {signedUp && m.can_sign_out && teamForm && isLeader ? (
          <IonButton
            expand="block"
            fill="clear"
            color="danger"
            disabled={busy}
            onClick={() => setSigningOut(true)}
          >
            {t('matches.signup.signOutTeam')}
          </IonButton>
        ) : null}
      </div>

      <SignOutConfirm
        match={m}
        registration={registration}
        team={signingOut}
        onConfirm={(team) => void signOut(team)}
        onDismiss={() => setSigningOut(null)}
      />
      <IonToast
        isOpen={categoryPopup}
        message={t('matches.signup.categoryRequired')}
        duration={CATEGORY_POPUP_MS}
        position="middle"
        onDidDismiss={() => setCategoryPopup(false)}
      />
      <IonAlert
        isOpen={notice !== null}
        header={notice ? t(`matches.notice.${notice.header}`) : ''}
        message={notice?.message ?? ''}
        buttons={[t('common.ok')]}
        onDidDismiss={() => setNotice(null)}
      />
    </div>
  );
}
