import { IonAlert } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { MatchDetail, RegistrationResponse } from '@fairway/contract';
import { formatEuroCents } from '@fairway/golf';
import { signOutEffects } from '../sign-out-effects';

/**
 * Asks before a sign-out, as cancelling a booking and removing a friend do: one tap would give up
 * a place (on a full match, one a reserve takes at once) or a paid entry. Says what becomes of
 * the place, of the others in the sign-up and of the money.
 */
export function SignOutConfirm({
  match,
  registration,
  team,
  onConfirm,
  onDismiss,
}: {
  match: MatchDetail;
  registration: RegistrationResponse | null;
  /** Null: closed; else whether the whole team is signed out. */
  team: boolean | null;
  onConfirm: (team: boolean) => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const effects = team !== null && registration ? signOutEffects(match, registration, team) : null;
  const lines: string[] = [];
  if (effects) {
    if (effects.place) lines.push(t(`matches.signOutConfirm.${effects.place}`));
    if (effects.matesLeave > 0)
      lines.push(t('matches.signOutConfirm.matesLeave', { count: effects.matesLeave }));
    if (effects.guestsLeave > 0)
      lines.push(t('matches.signOutConfirm.guestsLeave', { count: effects.guestsLeave }));
    if (effects.matesStay > 0)
      lines.push(
        t(
          match.wedstrijdvorm.spelers > 1
            ? 'matches.signOutConfirm.matesStay'
            : 'matches.signOutConfirm.partnersStay',
          { count: effects.matesStay },
        ),
      );
    const money = effects.money;
    if (money.kind === 'refund')
      lines.push(
        t(money.toSelf ? 'matches.signOutConfirm.refund' : 'matches.signOutConfirm.refundToPayer', {
          amount: formatEuroCents(money.cents),
        }),
      );
    else if (money.kind === 'kept')
      lines.push(t('matches.signOutConfirm.kept', { amount: formatEuroCents(money.cents) }));
    else if (money.kind !== 'free') lines.push(t(`matches.signOutConfirm.${money.kind}`));
  }
  const label = team ? t('matches.signup.signOutTeam') : t('matches.signup.signOut');
  return (
    <IonAlert
      isOpen={effects !== null}
      header={team ? t('matches.signOutConfirm.titleTeam') : t('matches.signOutConfirm.title')}
      message={lines.join(' ')}
      buttons={[
        { text: t('common.cancel'), role: 'cancel' },
        { text: label, role: 'destructive', handler: () => onConfirm(team === true) },
      ]}
      onDidDismiss={onDismiss}
    />
  );
}
