import { useState } from 'react';
import { IonAlert, IonButton, IonItem, IonLabel, IonList } from '@ionic/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminMatch } from '@fairway/contract';
import { formatEuroCents } from '@fairway/golf';
import { markTeamPaid, refundTeam } from '../../api/payments.api';
import { errorMessage } from '../../i18n/error-message';
import { useSingleWrite } from '../../lib/use-single-write';
import { matchAdminKeys } from '../match-admin';
import { matchKeys } from '../matches';
import './payments.css';

type Team = AdminMatch['teams'][number];

/**
 * The committee's desk on a match: who has paid (online or at the desk), a sign-up paid in cash
 * marked paid, and a payment given back (through the provider when it was paid online). Shown
 * when the match costs something or a sign-up has a bon.
 */
export function DeskPayments({ match: m }: { match: AdminMatch }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { write, busy } = useSingleWrite();
  const [confirm, setConfirm] = useState<Team | null>(null);
  const desk = useMutation({
    mutationFn: ({ team, what, key }: { team: number; what: 'paid' | 'refund'; key: string }) =>
      what === 'paid' ? markTeamPaid(m.id, team, key) : refundTeam(m.id, team),
    onSuccess: (after) => {
      client.setQueryData(matchAdminKeys.match(m.id), after);
      void client.invalidateQueries({ queryKey: matchKeys.one(m.id) });
    },
  });
  const costs = m.inschrijfgeld_cents > 0 || m.products.length > 0;
  if (!costs && !m.teams.some((x) => x.bon)) return null;

  const act = (team: number, what: 'paid' | 'refund') =>
    void write.run((key) => desk.mutateAsync({ team, what, key })).catch(() => undefined);
  const names = (team: Team) => team.players.map((p) => p.naam).join(' / ');
  const state = (team: Team) => {
    const bon = team.bon;
    if (!bon) return t('payments.status.open');
    const label = t(`payments.status.${bon.status}`);
    if (bon.status === 'paid' && bon.betaald_via)
      return `${label} (${t(`payments.via.${bon.betaald_via}`)})`;
    return label;
  };

  return (
    <section aria-labelledby="desk-title">
      {/* The title above the list: inside a list only its items belong (aria-required-children). */}
      <h2 id="desk-title" className="match-admin__title match-admin__list-title">
        {t('payments.desk.title')}
      </h2>
      <IonList>
        {m.teams.length === 0 ? (
          <IonItem>
            <IonLabel>
              <span>{t('payments.desk.none')}</span>
            </IonLabel>
          </IonItem>
        ) : null}
        {m.teams.map((team) => {
          const paid = team.bon?.status === 'paid';
          return (
            <IonItem key={team.id}>
              <IonLabel>
                <h3>{names(team)}</h3>
                <div className="desk-row">
                  <span className={`pay-badge pay-badge--${team.bon?.status ?? 'open'}`}>
                    {state(team)}
                  </span>
                  {team.bon ? <span>{formatEuroCents(team.bon.totaal_cents)}</span> : null}
                  {!paid && costs ? (
                    <IonButton size="small" disabled={busy} onClick={() => act(team.id, 'paid')}>
                      {t('payments.desk.markPaid')}
                    </IonButton>
                  ) : null}
                  {paid ? (
                    <IonButton
                      size="small"
                      fill="outline"
                      color="danger"
                      disabled={busy}
                      onClick={() => setConfirm(team)}
                    >
                      {t('payments.desk.refund')}
                    </IonButton>
                  ) : null}
                </div>
              </IonLabel>
            </IonItem>
          );
        })}
      </IonList>
      {desk.isError ? (
        <div className="form-error ion-margin" role="alert">
          {errorMessage(t, desk.error)}
        </div>
      ) : null}
      <IonAlert
        isOpen={confirm !== null}
        header={t('payments.desk.refund')}
        message={
          confirm
            ? t('payments.desk.confirmRefund', {
                names: names(confirm),
                amount: formatEuroCents(confirm.bon?.totaal_cents ?? 0),
              })
            : ''
        }
        buttons={[
          { text: t('common.cancel'), role: 'cancel' },
          {
            text: t('payments.desk.refund'),
            role: 'destructive',
            handler: () => {
              if (confirm) act(confirm.id, 'refund');
            },
          },
        ]}
        onDidDismiss={() => setConfirm(null)}
      />
    </section>
  );
}
