import { useState } from 'react';
import { IonAlert, IonButton, IonIcon } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import {
  closeCircleOutline,
  helpCircleOutline,
  personAddOutline,
  personOutline,
} from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { guestsWithin } from '@fairway/golf';
import { configQuery } from '../../club';
import {
  addGuest,
  addMember,
  addUnknown,
  guestsInFlight,
  placesLeft,
  removePlayer,
  replaceGuest,
  type DraftPlayer,
  type PlayerRefusal,
} from '../booking-draft';
import { GuestForm } from './guest-form';
import { guestProblemText } from './guest-problem-text';
import { MemberSearch } from './member-search';

interface PlayersEditorProps {
  /** The main booker, always first and never removed here. */
  booker: { id: number | null; name: string };
  players: readonly DraftPlayer[];
  onChange: (players: readonly DraftPlayer[]) => void;
  /** Players may be added and removed (spec §6 "Editing a booking player"). */
  editable: boolean;
  /** Most players in the flight, the booker included. */
  maxPlayers: number;
  /** What the server refused of players in the flight, by player key; shown on their rows. */
  refusals?: ReadonlyMap<string, PlayerRefusal> | undefined;
}

const KIND_LABEL = {
  member: 'booking.players.member',
  saved: 'booking.players.member',
  guest: 'booking.players.guest',
  unknown: 'booking.players.unknown',
} as const;

function playerLabel(p: DraftPlayer): { name: string | null; kind: keyof typeof KIND_LABEL } {
  switch (p.kind) {
    case 'member':
    case 'guest':
      return { name: p.name, kind: p.kind };
    case 'unknown':
      return { name: null, kind: 'unknown' };
    case 'saved':
      return {
        name: p.player.unknown ? null : p.player.name,
        kind: p.player.unknown ? 'unknown' : p.player.is_guest ? 'guest' : 'saved',
      };
  }
}

/**
 * The flight: the booker, then the extra players — known members (search), guests (the club's
 * guest fields) and unknown players — up to the flight's maximum (spec §3, §5, §6).
 */
export function PlayersEditor({
  booker,
  players,
  onChange,
  editable,
  maxPlayers,
  refusals,
}: PlayersEditorProps) {
  const { t } = useTranslation();
  const config = useQuery(configQuery());
  const [adding, setAdding] = useState<'none' | 'member' | 'guest'>('none');
  // A refused guest typed again in the guest form, in its own place in the flight.
  const [fixing, setFixing] = useState<string | null>(null);
  const fixingGuest = players.find((p) => p.key === fixing && p.kind === 'guest');
  // A player already in the saved booking is taken off only after the member confirms.
  const [removing, setRemoving] = useState<{ key: string; name: string } | null>(null);
  const c = config.data;
  const extrasAllowed = editable && c?.booking_web_spelers_bijboeken === '1';
  const left = placesLeft(players, maxPlayers);
  // The member's own rules (their category's, else the club's), as the server decides.
  const guestsAllowed = !!c && guestsWithin(guestsInFlight(players) + 1, c.booking_rules);
  const unknownAllowed = c?.onbekend_relatie_id !== null && c?.booking_rules.unnamed_players;

  return (
    <section className="players" aria-labelledby="players-title">
      <div className="players__head">
        <h2 id="players-title" className="booking__section-title section-label">
          {t('booking.players.title')}
        </h2>
        <span className="players__count">
          {t('booking.players.count', { count: players.length + 1, max: maxPlayers })}
        </span>
      </div>
      <ul className="players__list">
        <li className="player">
          <IonIcon icon={personOutline} aria-hidden="true" className="player__icon" />
          <span className="player__name">{booker.name}</span>
          <span className="player__kind">{t('booking.players.mainBooker')}</span>
        </li>
        {players.map((p) => {
          const { name, kind } = playerLabel(p);
          const refusal = refusals?.get(p.key);
          const shownName = name ?? t('booking.unknownPlayer');
          return (
            <li key={p.key} className={`player${refusal ? ' player--refused' : ''}`}>
              <IonIcon
                icon={kind === 'unknown' ? helpCircleOutline : personOutline}
                aria-hidden="true"
                className="player__icon"
              />
              <span className="player__name">{name ?? t('booking.unknownPlayer')}</span>
              <span className="player__kind">{t(KIND_LABEL[kind])}</span>
              {editable ? (
                <IonButton
                  fill="clear"
                  size="small"
                  color="medium"
                  aria-label={t('booking.players.remove', {
                    name: name ?? t('booking.unknownPlayer'),
                  })}
                  onClick={() => {
                    if (p.kind === 'saved') {
                      setRemoving({ key: p.key, name: name ?? t('booking.unknownPlayer') });
                    } else {
                      onChange(removePlayer(players, p.key));
                    }
                  }}
                >
                  <IonIcon slot="icon-only" icon={closeCircleOutline} aria-hidden="true" />
                </IonButton>
              ) : null}
              {refusal ? (
                <div className="player__refusal">
                  <p role="alert">
                    {refusal.fields.length > 0
                      ? refusal.fields.map((f) => guestProblemText(t, f)).join(' ')
                      : t('booking.players.refused', { name: shownName })}
                  </p>
                  {p.kind === 'guest' && editable && fixing !== p.key ? (
                    <IonButton
                      fill="outline"
                      size="small"
                      aria-label={t('booking.players.fixGuest', { name: shownName })}
                      onClick={() => {
                        setAdding('none');
                        setFixing(p.key);
                      }}
                    >
                      {t('booking.players.fix')}
                    </IonButton>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>

      {fixingGuest?.kind === 'guest' ? (
        <div className="players__panel">
          <GuestForm
            key={fixingGuest.key}
            initial={fixingGuest.guest}
            refused={refusals?.get(fixingGuest.key)?.fields ?? []}
            onAdd={(g) => {
              onChange(replaceGuest(players, fixingGuest.key, g));
              setFixing(null);
            }}
            onCancel={() => setFixing(null)}
          />
        </div>
      ) : extrasAllowed && left > 0 ? (
        adding === 'member' ? (
          <div className="players__panel">
            <MemberSearch
              onPick={(m) => {
                onChange(addMember(players, m, booker.id, maxPlayers));
                setAdding('none');
              }}
            />
            <IonButton fill="clear" onClick={() => setAdding('none')}>
              {t('common.cancel')}
            </IonButton>
          </div>
        ) : adding === 'guest' ? (
          <div className="players__panel">
            <GuestForm
              onAdd={(g) => {
                onChange(addGuest(players, g, maxPlayers));
                setAdding('none');
              }}
              onCancel={() => setAdding('none')}
            />
          </div>
        ) : (
          <div className="players__add">
            <IonButton fill="outline" size="small" onClick={() => setAdding('member')}>
              <IonIcon slot="start" icon={personAddOutline} aria-hidden="true" />
              {t('booking.players.addMember')}
            </IonButton>
            {guestsAllowed ? (
              <IonButton fill="outline" size="small" onClick={() => setAdding('guest')}>
                <IonIcon slot="start" icon={personAddOutline} aria-hidden="true" />
                {t('booking.players.addGuest')}
              </IonButton>
            ) : null}
            {unknownAllowed ? (
              <IonButton
                fill="outline"
                size="small"
                onClick={() => onChange(addUnknown(players, maxPlayers))}
              >
                <IonIcon slot="start" icon={helpCircleOutline} aria-hidden="true" />
                {t('booking.players.addUnknown')}
              </IonButton>
            ) : null}
          </div>
        )
      ) : null}
      <IonAlert
        isOpen={removing !== null}
        header={t('booking.players.removeConfirmTitle')}
        message={removing ? t('booking.players.removeConfirm', { name: removing.name }) : undefined}
        buttons={[
          { text: t('common.cancel'), role: 'cancel' },
          {
            text: t('booking.players.removeYes'),
            role: 'destructive',
            handler: () => {
              if (removing) onChange(removePlayer(players, removing.key));
            },
          },
        ]}
        onDidDismiss={() => setRemoving(null)}
      />
    </section>
  );
}
