import { IonToggle } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MatchDetail, RegistrationResponse } from '@fairway/contract';
import type { StartPreference } from '@fairway/golf';
import { ChoiceGroup } from '../../../components/choice-group';
import { SelectField } from '../../../components/select-field';
import { useGolfFormat } from '../../../lib/golf-format';
import { flightsQuery } from '../matches.queries';
import { categoryLabel } from '../match-view';

export type YN = 'j' | 'n';

/** The member's wishes for the round: a buggy, food and drink, a handicart, an early or late start. */
export interface Preferences {
  buggy: YN;
  horeca: YN;
  handicart: YN;
  startGame: StartPreference;
}

export function SignUpPreferences(props: {
  value: Preferences;
  onChange: (patch: Partial<Preferences>) => void;
}) {
  const { value, onChange } = props;
  const { t } = useTranslation();
  const toggle = (key: 'buggy' | 'horeca' | 'handicart', label: string) => (
    <IonToggle
      checked={value[key] === 'j'}
      justify="space-between"
      onIonChange={(e) => onChange({ [key]: e.detail.checked ? 'j' : 'n' })}
    >
      {label}
    </IonToggle>
  );
  return (
    <>
      <h3>{t('matches.signup.preferences')}</h3>
      {toggle('buggy', t('matches.signup.buggy'))}
      {toggle('horeca', t('matches.signup.horeca'))}
      {toggle('handicart', t('matches.signup.handicart'))}
      <ChoiceGroup
        label={t('matches.signup.startGame')}
        value={value.startGame}
        options={(['geen', 'vroeg', 'laat'] as const).map((v) => ({
          value: v,
          label: t(`matches.signup.start.${v}`),
        }))}
        onChange={(startGame) => onChange({ startGame })}
      />
    </>
  );
}

/**
 * Where the member plays: the tee (the member's gender's), the category (the ones the member's
 * handicap and gender do not fit cannot be chosen) and, for direct flight sign-up, the flight (a
 * full one only when it is the member's own).
 */
export function SignUpPlacement(props: {
  match: MatchDetail;
  registration: RegistrationResponse | null;
  tees: MatchDetail['beschikbare_tees']['m'];
  teeId: number | null;
  onTee: (id: number | null) => void;
  categoryId: number | null;
  onCategory: (id: number | null) => void;
  /** The categories open to the member; undefined while the member is not known yet. */
  openCategories: MatchDetail['categories'] | undefined;
  flightId: number | null;
  onFlight: (id: number | null) => void;
}) {
  const { match: m, tees, openCategories } = props;
  const { t } = useTranslation();
  const format = useGolfFormat();
  const flights = useQuery({
    ...flightsQuery(m.id),
    enabled: m.direct_in_flight_inschrijven === 'j',
  });
  const idOf = (v: string) => (v ? Number(v) : null);
  return (
    <>
      {tees.length > 0 ? (
        <SelectField
          label={t('matches.signup.tee')}
          value={props.teeId ?? ''}
          onChange={(e) => props.onTee(idOf(e.target.value))}
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
            value={props.categoryId ?? ''}
            onChange={(e) => props.onCategory(idOf(e.target.value))}
          >
            <option value="">{t('matches.signup.choose')}</option>
            {m.categories.map((c) => (
              <option
                key={c.id}
                value={c.id}
                disabled={openCategories !== undefined && !openCategories.includes(c)}
              >
                {categoryLabel(t, (h) => format.handicap(h) ?? String(h), c)}
              </option>
            ))}
          </SelectField>
          {openCategories?.length === 0 ? (
            <p className="match-notice">{t('matches.signup.noCategoryFits')}</p>
          ) : null}
        </>
      ) : null}

      {m.direct_in_flight_inschrijven === 'j' ? (
        <SelectField
          label={t('matches.signup.flight')}
          value={props.flightId ?? ''}
          onChange={(e) => props.onFlight(idOf(e.target.value))}
        >
          <option value="">{t('matches.signup.choose')}</option>
          {(flights.data ?? []).map((f) => (
            <option
              key={f.id}
              value={f.id}
              disabled={f.vol && f.id !== props.registration?.flight_id}
            >
              {t('matches.signup.flightOption', { n: f.nummer, time: f.starttijd })}
              {f.vol ? ` (${t('matches.signup.full')})` : ''}
            </option>
          ))}
        </SelectField>
      ) : null}
    </>
  );
}
