import {
  IonButton,
  IonContent,
  IonInput,
  IonItem,
  IonLabel,
  IonList,
  IonListHeader,
  IonPage,
  IonSelect,
  IonSelectOption,
  IonSpinner,
} from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { AdminMatch, DrawRequest } from '@fairway/contract';
import { PageHeader } from '../../components/page-header';
import { formatWallTime } from '../../lib/dates';
import { errorMessage } from '../../i18n/error-message';
import { useSingleWrite } from '../../lib/use-single-write';
import type { AdminMatchAction } from '../../api/match-admin.api';
import { DeskPayments } from '../payments/desk-payments';
import { AdminCardsList } from './admin-cards-list';
import { adminMatchQuery, useMatchStep } from './match-admin.queries';
import './match-admin.css';

const ORDERS = ['handicap', 'signup'] as const;
const STARTS = ['one_tee', 'two_tees', 'shotgun'] as const;

/** The names of a team's players, for the start list and the results. */
const teamNames = (m: AdminMatch, teamId: number) =>
  m.teams
    .find((x) => x.id === teamId)
    ?.players.map((p) => p.naam)
    .join(' / ') ?? '';

/**
 * One match for the committee: close sign-up, draw the start list (by handicap or sign-up order,
 * one tee, two tees or a shotgun) and publish it, process the cards into results and publish them.
 */
export default function MatchAdminPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const match = useQuery(adminMatchQuery(id));
  const step = useMatchStep(id);
  const { write, busy } = useSingleWrite();
  const [draw, setDraw] = useState<DrawRequest>({
    order: 'handicap',
    start: 'one_tee',
    first_time: '09:00',
    interval_minutes: 10,
  });
  const [notMet, setNotMet] = useState<number[] | null>(null);

  const run = (action: AdminMatchAction) =>
    void write.run((key) => step.mutateAsync({ action, key })).catch(() => undefined);
  const runDraw = () =>
    void write
      .run((key) => step.mutateAsync({ draw, key }))
      .then((m) => setNotMet(m?.preference_not_met ?? null))
      .catch(() => undefined);

  if (match.isPending)
    return (
      <IonPage>
        <PageHeader title={t('matchAdmin.title')} backHref="/app/admin/matches" />
        <IonContent className="match-admin ion-padding ion-text-center">
          <IonSpinner aria-label={t('common.loading')} />
        </IonContent>
      </IonPage>
    );
  if (match.isError)
    return (
      <IonPage>
        <PageHeader title={t('matchAdmin.title')} backHref="/app/admin/matches" />
        <IonContent className="match-admin">
          <div className="form-error ion-margin" role="alert">
            {errorMessage(t, match.error)}
          </div>
        </IonContent>
      </IonPage>
    );
  const m = match.data;
  const inField = m.teams.filter((x) => !x.reservelijst);
  const closed = !m.open;

  return (
    <IonPage>
      <PageHeader title={m.naam} backHref="/app/admin/matches" />
      <IonContent className="match-admin">
        <IonList>
          <IonItem>
            <IonLabel>
              <h2>{m.naam}</h2>
              <p>
                {formatWallTime(m.aanvang)} · {m.course_naam} ·{' '}
                {t('matchAdmin.holes', { holes: m.holes })}
              </p>
              <p>
                {t('matchAdmin.window', {
                  from: formatWallTime(m.inschrijvingsstart),
                  until: formatWallTime(m.inschrijvingsstop),
                })}
              </p>
              <p>
                {t('matchAdmin.field', { players: m.deelnemers, max: m.max_deelnemers })}
                {m.reserves ? ` · ${t('matchAdmin.reserves', { count: m.reserves })}` : ''}
                {m.qualifying ? ` · ${t('matchAdmin.qualifying')}` : ''}
              </p>
            </IonLabel>
          </IonItem>
        </IonList>
        {!m.verwerkt ? (
          <div className="ion-padding-horizontal">
            <IonButton expand="block" fill="outline" routerLink={`/app/admin/matches/${m.id}/edit`}>
              {t('matchAdmin.edit')}
            </IonButton>
          </div>
        ) : null}

        {step.isError ? (
          <div className="form-error ion-margin" role="alert">
            {errorMessage(t, step.error)}
          </div>
        ) : null}

        {!m.verwerkt ? (
          <section className="ion-padding" aria-labelledby="draw-title">
            <h2 id="draw-title">{t('matchAdmin.drawTitle')}</h2>
            {m.open ? (
              <IonButton expand="block" disabled={busy} onClick={() => run('sluiten')}>
                {t('matchAdmin.close')}
              </IonButton>
            ) : null}
            <IonList>
              <IonItem>
                <IonSelect
                  label={t('matchAdmin.order')}
                  value={draw.order}
                  onIonChange={(e) =>
                    setDraw({ ...draw, order: e.detail.value as DrawRequest['order'] })
                  }
                >
                  {ORDERS.map((o) => (
                    <IonSelectOption key={o} value={o}>
                      {t(`matchAdmin.orders.${o}`)}
                    </IonSelectOption>
                  ))}
                </IonSelect>
              </IonItem>
              <IonItem>
                <IonSelect
                  label={t('matchAdmin.start')}
                  value={draw.start}
                  onIonChange={(e) =>
                    setDraw({ ...draw, start: e.detail.value as DrawRequest['start'] })
                  }
                >
                  {STARTS.map((s) => (
                    <IonSelectOption key={s} value={s}>
                      {t(`matchAdmin.starts.${s}`)}
                    </IonSelectOption>
                  ))}
                </IonSelect>
              </IonItem>
              <IonItem>
                <IonInput
                  label={t('matchAdmin.firstTime')}
                  type="time"
                  value={draw.first_time}
                  onIonInput={(e) => setDraw({ ...draw, first_time: String(e.detail.value ?? '') })}
                />
              </IonItem>
              <IonItem>
                <IonInput
                  label={t('matchAdmin.interval')}
                  type="number"
                  inputmode="numeric"
                  min={1}
                  max={60}
                  value={draw.interval_minutes}
                  onIonInput={(e) =>
                    setDraw({ ...draw, interval_minutes: Number(e.detail.value) || 0 })
                  }
                />
              </IonItem>
            </IonList>
            <IonButton expand="block" disabled={busy || !closed} onClick={runDraw}>
              {t('matchAdmin.draw')}
            </IonButton>
            {!closed ? <p className="form-card__intro">{t('matchAdmin.closeFirst')}</p> : null}
            {notMet && notMet.length > 0 ? (
              <p role="status">{t('matchAdmin.notMet', { count: notMet.length })}</p>
            ) : null}
          </section>
        ) : null}

        {m.flights.length > 0 ? (
          <IonList>
            <IonListHeader>
              <IonLabel>
                <h2>{t('matchAdmin.startList')}</h2>
              </IonLabel>
            </IonListHeader>
            {m.flights.map((f) => (
              <IonItem key={f.id}>
                <IonLabel>
                  <h3>
                    {t('matchAdmin.flight', {
                      nummer: f.nummer,
                      time: f.starttijd,
                      tee: f.starttee,
                    })}
                  </h3>
                  {inField
                    .filter((x) => x.flight_id === f.id)
                    .map((x) => (
                      <p key={x.id}>{teamNames(m, x.id)}</p>
                    ))}
                </IonLabel>
              </IonItem>
            ))}
          </IonList>
        ) : null}

        <AdminCardsList match={m} />

        <div className="ion-padding">
          {m.flights.length > 0 && !m.startlijst_vrijgegeven ? (
            <IonButton expand="block" disabled={busy} onClick={() => run('startlijst')}>
              {t('matchAdmin.publishStartList')}
            </IonButton>
          ) : null}
          {m.startlijst_vrijgegeven ? <p>{t('matchAdmin.startListPublished')}</p> : null}
          {!m.verwerkt ? (
            <IonButton expand="block" disabled={busy || !closed} onClick={() => run('verwerken')}>
              {t('matchAdmin.process')}
            </IonButton>
          ) : null}
          {m.verwerkt && !m.publiceer_uitslag ? (
            <IonButton expand="block" disabled={busy} onClick={() => run('uitslag')}>
              {t('matchAdmin.publishResults')}
            </IonButton>
          ) : null}
          {m.publiceer_uitslag ? <p>{t('matchAdmin.resultsPublished')}</p> : null}
        </div>

        {m.results.length > 0 ? (
          <IonList>
            <IonListHeader>
              <IonLabel>
                <h2>{t('matchAdmin.results')}</h2>
              </IonLabel>
            </IonListHeader>
            {m.results.map((r) => (
              <IonItem key={r.team_id}>
                <IonLabel>
                  <h3>
                    {r.status === 'ok' ? `${r.positie}.` : t('matchAdmin.noReturn')}{' '}
                    {teamNames(m, r.team_id)}
                  </h3>
                  {r.status === 'ok' ? (
                    <p>
                      {m.uitslag === 'stableford'
                        ? t('matchAdmin.points', { points: r.stableford })
                        : m.uitslag === 'netto'
                          ? t('matchAdmin.net', { strokes: r.netto })
                          : t('matchAdmin.gross', { strokes: r.bruto })}
                    </p>
                  ) : null}
                </IonLabel>
              </IonItem>
            ))}
          </IonList>
        ) : null}
        <DeskPayments match={m} />
      </IonContent>
    </IonPage>
  );
}
