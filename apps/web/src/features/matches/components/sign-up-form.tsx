import { useState } from 'react';
import {
  IonAlert,
  IonButton,
  IonIcon,
  IonInput,
  IonSpinner,
  IonTextarea,
  IonToast,
  IonToggle,
} from '@ionic/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { closeOutline } from 'ionicons/icons';
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
  LIMITS,
  categoryOpenTo,
  formatEuroCents,
  guestMissingFields,
  maxExtraPlayers,
  membersMayBeNamed,
  type StartPreference,
} from '@fairway/golf';
import { isApiError } from '../../../api/api-error';
import { sendSignUp, signOutOfMatch } from '../../../api/matches.api';
import { ChoiceGroup } from '../../../components/choice-group';
import { SearchField } from '../../../components/search-field';
import { SelectField } from '../../../components/select-field';
import { errorMessage } from '../../../i18n/error-message';
import { useGolfFormat } from '../../../lib/golf-format';
import { useSingleWrite } from '../../../lib/use-single-write';
import { selfQuery } from '../../members/members.queries';
import { ProductPicker, type ProductChoice } from '../../payments/product-picker';
import { flightsQuery, matchKeys, teamMateSearchQuery } from '../matches.queries';
import { categoryLabel, guestMissingMessage } from '../match-view';
import { SignOutConfirm } from './sign-out-confirm';

type Extra =
  | { kind: 'member'; id: number; naam: string }
  | {
      kind: 'guest';
      guest: { firstname: string; lastname: string; handicap: string; gender: '' | 'm' | 'v' };
    };

type YN = 'j' | 'n';

interface Notice {
  header: 'attention' | 'error' | 'done';
  message: string;
}

/** spec §9: the missing-category popup shows for 3 seconds. */
const CATEGORY_POPUP_MS = 3000;

function extrasFrom(reg: RegistrationResponse | null): Extra[] {
  if (!reg?.signed_up) return [];
  return reg.team_members
    .filter((p) => !p.is_self)
    .map((p): Extra =>
      p.is_gast
        ? {
            kind: 'guest',
            guest: {
              firstname: '',
              lastname: p.naam ?? '',
              handicap: p.handicap === null ? '' : String(p.handicap),
              gender: p.geslacht ?? '',
            },
          }
        : { kind: 'member', id: p.id!, naam: p.naam ?? '' },
    );
}

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
  const format = useGolfFormat();
  const self = useQuery(selfQuery());
  const flights = useQuery({
    ...flightsQuery(m.id),
    enabled: m.direct_in_flight_inschrijven === 'j',
  });
  const signedUp = registration?.signed_up ?? false;
  const info = registration?.inschrijfinfo ?? null;
  const [extras, setExtras] = useState<Extra[]>(() => extrasFrom(registration));
  const [buggy, setBuggy] = useState<YN>(info?.buggy ?? 'n');
  const [horeca, setHoreca] = useState<YN>(info?.horeca ?? 'n');
  const [handicart, setHandicart] = useState<YN>(info?.handicart ?? 'n');
  const [startGame, setStartGame] = useState<StartPreference>(info?.vroeglaat ?? 'geen');
  const [comment, setComment] = useState(info?.opmerking ?? '');
  const [teeId, setTeeId] = useState<number | null>(info?.tee_id ?? null);
  // undefined: not chosen yet, the one category the member fits is taken; null: none chosen.
  const [categoryChoice, setCategoryChoice] = useState<number | null | undefined>(
    info?.category_id ?? undefined,
  );
  const [flightId, setFlightId] = useState<number | null>(registration?.flight_id ?? null);
  const [producten, setProducten] = useState<ProductChoice[]>(() => registration?.producten ?? []);
  const [term, setTerm] = useState('');
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
  // The member search only where the server takes members: an individual match is guests only.
  const namesMembers = membersMayBeNamed({ spelers: m.wedstrijdvorm.spelers });
  const isLeader = !signedUp || registration?.team_members[0]?.is_self === true;
  const mates = useQuery(teamMateSearchQuery(term.trim()));
  const searching = term.trim().length >= LIMITS.SEARCH_MIN_CHARS;

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
      preferences: { buggy, horeca, handicart, start_game: startGame },
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

  const toggle = (label: string, value: YN, set: (v: YN) => void) => (
    <IonToggle
      checked={value === 'j'}
      justify="space-between"
      onIonChange={(e) => set(e.detail.checked ? 'j' : 'n')}
    >
      {label}
    </IonToggle>
  );

  const updateGuest = (i: number, patch: Partial<Extract<Extra, { kind: 'guest' }>['guest']>) =>
    setExtras((xs) =>
      xs.map((x, j) =>
        j === i && x.kind === 'guest' ? { ...x, guest: { ...x.guest, ...patch } } : x,
      ),
    );

  return (
    <div className="match-section match-signup">
      {signedUp ? (
        <p className="match-notice" role="status">
          {registration?.reservelijst
            ? t('matches.onReserveList', { place: registration.reserve_positie })
            : t('matches.youAreSignedUp')}
        </p>
      ) : null}

      <h3>{t('matches.signup.players')}</h3>
      <div>{t('matches.signup.you', { name: self.data?.volledige_naam ?? '' })}</div>
      {extras.map((x, i) => (
        <div key={i} className="match-guest">
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <strong>
              {x.kind === 'member' ? x.naam : t('matches.signup.guestN', { n: i + 1 })}
            </strong>
            <IonButton
              fill="clear"
              size="small"
              aria-label={t('matches.signup.remove')}
              onClick={() => setExtras((xs) => xs.filter((_, j) => j !== i))}
            >
              <IonIcon icon={closeOutline} aria-hidden="true" />
            </IonButton>
          </div>
          {x.kind === 'guest' ? (
            <>
              <IonInput
                label={t('matches.guest.firstname')}
                labelPlacement="floating"
                fill="outline"
                value={x.guest.firstname}
                maxlength={60}
                onIonInput={(e) => updateGuest(i, { firstname: e.detail.value ?? '' })}
              />
              <IonInput
                label={t('matches.guest.lastname')}
                labelPlacement="floating"
                fill="outline"
                value={x.guest.lastname}
                maxlength={80}
                onIonInput={(e) => updateGuest(i, { lastname: e.detail.value ?? '' })}
              />
              <IonInput
                label={t('matches.guest.handicap')}
                labelPlacement="floating"
                fill="outline"
                inputmode="decimal"
                value={x.guest.handicap}
                maxlength={5}
                onIonInput={(e) => updateGuest(i, { handicap: e.detail.value ?? '' })}
              />
              <ChoiceGroup
                label={t('matches.guest.gender')}
                value={x.guest.gender || null}
                options={[
                  { value: 'm', label: t('matches.guest.male') },
                  { value: 'v', label: t('matches.guest.female') },
                ]}
                onChange={(gender) => updateGuest(i, { gender })}
              />
            </>
          ) : null}
        </div>
      ))}
      {guestError ? (
        <p className="match-notice" role="alert">
          {guestError}
        </p>
      ) : null}
      {isLeader && extras.length < maxExtra ? (
        <div className="match-signup__actions">
          {namesMembers ? (
            <div className="pick-search">
              <SearchField label={t('matches.signup.findMate')} value={term} onChange={setTerm} />
              {searching ? (
                mates.isFetching && !mates.data ? (
                  <IonSpinner name="dots" />
                ) : (
                  <ul className="pick-list" aria-label={t('matches.signup.mates')}>
                    {(mates.data ?? [])
                      .filter((p) => !extras.some((x) => x.kind === 'member' && x.id === p.id))
                      .map((p) => (
                        <li key={p.id}>
                          <button
                            type="button"
                            className="pick-list__item"
                            onClick={() => {
                              setExtras((xs) => [
                                ...xs,
                                { kind: 'member', id: p.id, naam: p.volledige_naam },
                              ]);
                              setTerm('');
                            }}
                          >
                            <span className="pick-list__name">{p.volledige_naam}</span>
                            {format.handicap(p.handicap ?? null) ? (
                              <span className="pick-list__hcp">
                                {format.handicap(p.handicap ?? null)}
                              </span>
                            ) : null}
                          </button>
                        </li>
                      ))}
                  </ul>
                )
              ) : null}
            </div>
          ) : null}
          <IonButton
            fill="outline"
            onClick={() =>
              setExtras((xs) => [
                ...xs,
                { kind: 'guest', guest: { firstname: '', lastname: '', handicap: '', gender: '' } },
              ])
            }
          >
            {t('matches.signup.addGuest')}
          </IonButton>
        </div>
      ) : null}

      <h3>{t('matches.signup.preferences')}</h3>
      {toggle(t('matches.signup.buggy'), buggy, setBuggy)}
      {toggle(t('matches.signup.horeca'), horeca, setHoreca)}
      {toggle(t('matches.signup.handicart'), handicart, setHandicart)}
      <ChoiceGroup
        label={t('matches.signup.startGame')}
        value={startGame}
        options={(['geen', 'vroeg', 'laat'] as const).map((v) => ({
          value: v,
          label: t(`matches.signup.start.${v}`),
        }))}
        onChange={setStartGame}
      />

      {tees.length > 0 ? (
        <SelectField
          label={t('matches.signup.tee')}
          value={teeId ?? ''}
          onChange={(e) => setTeeId(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{t('matches.signup.teeDefault')}</option>
          {tees.map((tee) => (
            <option key={tee.id} value={tee.id}>
              {tee.naam}
            </option>
          ))}
        </SelectField>
      ) : null}

      {m.categories.length > 0 ? (
        <>
          <SelectField
            label={t('matches.signup.category')}
            value={categoryId ?? ''}
            onChange={(e) => setCategoryChoice(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{t('matches.signup.choose')}</option>
            {m.categories.map((c) => (
              <option
                key={c.id}
                value={c.id}
                disabled={self.data !== undefined && !openCategories.includes(c)}
              >
                {categoryLabel(t, (h) => format.handicap(h) ?? String(h), c)}
              </option>
            ))}
          </SelectField>
          {self.data && openCategories.length === 0 ? (
            <p className="match-notice">{t('matches.signup.noCategoryFits')}</p>
          ) : null}
        </>
      ) : null}

      {m.direct_in_flight_inschrijven === 'j' ? (
        <SelectField
          label={t('matches.signup.flight')}
          value={flightId ?? ''}
          onChange={(e) => setFlightId(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{t('matches.signup.choose')}</option>
          {(flights.data ?? []).map((f) => (
            <option key={f.id} value={f.id} disabled={f.vol && f.id !== registration?.flight_id}>
              {t('matches.signup.flightOption', { n: f.nummer, time: f.starttijd })}
              {f.vol ? ` (${t('matches.signup.full')})` : ''}
            </option>
          ))}
        </SelectField>
      ) : null}

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
