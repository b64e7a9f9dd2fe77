import { useState, type Dispatch, type SetStateAction } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { closeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { RegistrationResponse } from '@fairway/contract';
import { LIMITS } from '@fairway/golf';
import { ChoiceGroup } from '../../../components/choice-group';
import { InputFields, type InputFieldSpec } from '../../../components/input-fields';
import { PickList } from '../../../components/pick-list';
import { SearchField } from '../../../components/search-field';
import { useGolfFormat } from '../../../lib/golf-format';
import { teamMateSearchQuery } from '../matches.queries';

export type Extra =
  | { kind: 'member'; id: number; naam: string }
  | {
      kind: 'guest';
      guest: { firstname: string; lastname: string; handicap: string; gender: '' | 'm' | 'v' };
    };

type Guest = Extract<Extra, { kind: 'guest' }>['guest'];

export function extrasFrom(reg: RegistrationResponse | null): Extra[] {
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
 * Who plays: the member, the team mates and guests added (a guest's own fields), and, while the
 * team may still grow, the member search and the button for another guest.
 */
export function SignUpPlayers(props: {
  selfName: string;
  extras: Extra[];
  setExtras: Dispatch<SetStateAction<Extra[]>>;
  guestError: string | null;
  /** The team may still grow, and this member leads it. */
  canAdd: boolean;
  /** The member search only where the server takes members: an individual match is guests only. */
  namesMembers: boolean;
}) {
  const { extras, setExtras } = props;
  const { t } = useTranslation();
  // Kept while the search is hidden, as the team fills up and frees a place again.
  const [term, setTerm] = useState('');

  const updateGuest = (i: number, patch: Partial<Guest>) =>
    setExtras((xs) =>
      xs.map((x, j) =>
        j === i && x.kind === 'guest' ? { ...x, guest: { ...x.guest, ...patch } } : x,
      ),
    );

  return (
    <>
      <h3>{t('matches.signup.players')}</h3>
      <div>{t('matches.signup.you', { name: props.selfName })}</div>
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
            <GuestFields guest={x.guest} onChange={(patch) => updateGuest(i, patch)} />
          ) : null}
        </div>
      ))}
      {props.guestError ? (
        <p className="match-notice" role="alert">
          {props.guestError}
        </p>
      ) : null}
      {props.canAdd ? (
        <div className="match-signup__actions">
          {props.namesMembers ? (
            <MateSearch term={term} setTerm={setTerm} extras={extras} setExtras={setExtras} />
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
    </>
  );
}

function GuestFields({
  guest,
  onChange,
}: {
  guest: Guest;
  onChange: (patch: Partial<Guest>) => void;
}) {
  const { t } = useTranslation();
  const fields = [
    { key: 'firstname', label: t('matches.guest.firstname'), maxlength: 60 },
    { key: 'lastname', label: t('matches.guest.lastname'), maxlength: 80 },
    {
      key: 'handicap',
      label: t('matches.guest.handicap'),
      maxlength: 5,
      input: { inputmode: 'decimal' },
    },
  ] satisfies InputFieldSpec<'firstname' | 'lastname' | 'handicap'>[];
  return (
    <>
      <InputFields
        fields={fields}
        values={guest}
        onChange={(key, value) => onChange({ [key]: value })}
      />
      <ChoiceGroup
        label={t('matches.guest.gender')}
        value={guest.gender || null}
        options={[
          { value: 'm', label: t('matches.guest.male') },
          { value: 'v', label: t('matches.guest.female') },
        ]}
        onChange={(gender) => onChange({ gender })}
      />
    </>
  );
}

/** Finds a member to add as a team mate; one already in the team is not offered again. */
function MateSearch(props: {
  term: string;
  setTerm: (term: string) => void;
  extras: Extra[];
  setExtras: Dispatch<SetStateAction<Extra[]>>;
}) {
  const { term, setTerm } = props;
  const { t } = useTranslation();
  const format = useGolfFormat();
  const mates = useQuery(teamMateSearchQuery(term.trim()));
  const searching = term.trim().length >= LIMITS.SEARCH_MIN_CHARS;
  return (
    <div className="pick-search">
      <SearchField label={t('matches.signup.findMate')} value={term} onChange={setTerm} />
      {searching ? (
        mates.isFetching && !mates.data ? (
          <IonSpinner name="dots" />
        ) : (
          <PickList
            label={t('matches.signup.mates')}
            items={(mates.data ?? [])
              .filter((p) => !props.extras.some((x) => x.kind === 'member' && x.id === p.id))
              .map((p) => ({
                id: p.id,
                name: p.volledige_naam,
                handicap: format.handicap(p.handicap ?? null),
              }))}
            onPick={(p) => {
              props.setExtras((xs) => [...xs, { kind: 'member', id: p.id, naam: p.name }]);
              setTerm('');
            }}
          />
        )
      ) : null}
    </div>
  );
}
