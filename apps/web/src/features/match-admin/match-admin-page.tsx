import {
  IonButton,
  IonContent,
  IonInput,
  IonItem,
  IonLabel,
  IonList,
  IonPage,
  IonSelect,
  IonSelectOption,
  IonSpinner,
} from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { AdminMatch, DrawPreview, DrawRequest } from '@fairway/contract';
import { isApiError } from '../../api/api-error';
import { SingleWrite } from '../../api/single-write';
import { PageHeader } from '../../components/page-header';
import { clubNow } from '../../lib/club-clock';
import { formatDate, formatWallTime } from '../../lib/dates';
import { errorMessage } from '../../i18n/error-message';
import { DeskPayments } from '../payments';
import { AdminCardsList } from './admin-cards-list';
import { adminMatchQuery, useDrawPreview, useMatchStep } from './match-admin.queries';
import { firstStart, stepsOf, type MatchStep } from './match-steps';
import { resultGroups } from './result-groups';
import { StartList } from './start-list';
import { StepConfirm, type CoveredChoice } from './step-confirm';
import './match-admin.css';

const ORDERS = ['handicap', 'signup'] as const;
const STARTS = ['one_tee', 'two_tees', 'shotgun'] as const;

/** The steps the server may refuse for a state the screen did not know: each says what it needs. */
const REFUSED = {
  draw: 'matchAdmin.refused.draw',
  heropenen: 'matchAdmin.refused.heropenen',
  'startlijst-intrekken': 'matchAdmin.refused.startlijstIntrekken',
  'verwerking-terugdraaien': 'matchAdmin.refused.verwerkingTerugdraaien',
} as const satisfies Partial<Record<MatchStep, string>>;

/** The names of a team's players, for the results. */
const teamNames = (m: AdminMatch, teamId: number) =>
  m.teams
    .find((x) => x.id === teamId)
    ?.players.map((p) => p.naam)
    .join(' / ') ?? '';

/** The club's wall clock now, 'YYYY-MM-DD HH:mm', as the match's times are written. */
const wallNow = () => {
  const now = clubNow(new Date());
  return `${now.date} ${now.time}`;
};

/**
 * One match for the committee: close sign-up, draw the start list (by handicap or sign-up order,
 * one tee, two tees or a shotgun) and publish it, process the cards into results and publish them.
 * Each step first asks, with a summary of what it will do (step-confirm.tsx); each can be undone
 * while that is safe (match-steps.ts `stepsOf`).
 */
export default function MatchAdminPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const match = useQuery(adminMatchQuery(id));

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
  return <MatchAdmin match={match.data} />;
}

function MatchAdmin({ match: m }: { match: AdminMatch }) {
  const { t, i18n } = useTranslation();
  const step = useMatchStep(m.id);
  // One write per step: a step whose answer was lost keeps its key for its retry, which another
  // step's call must not reuse.
  const [busy, setBusy] = useState(false);
  const [writes] = useState(() => new Map<MatchStep, SingleWrite>());
  const writeOf = (s: MatchStep) => {
    let w = writes.get(s);
    if (!w) writes.set(s, (w = new SingleWrite(setBusy)));
    return w;
  };
  // The first start is the match's own start, or that of the list drawn before.
  const [draw, setDraw] = useState<DrawRequest>(() => ({
    order: 'handicap',
    start: 'one_tee',
    first_time: firstStart(m) ?? m.aanvang.slice(11, 16),
    interval_minutes: 10,
  }));
  const [notMet, setNotMet] = useState<number[]>([]);
  // The members' bookings in the times the draw would hold: asked for before the draw's question.
  const drawPreview = useDrawPreview(m.id);
  const [covered, setCovered] = useState<DrawPreview['bookings']>([]);
  const [asking, setAsking] = useState<MatchStep | null>(null);
  const [failed, setFailed] = useState<{ step: MatchStep; error: unknown } | null>(null);
  const can = stepsOf(m, wallNow());

  const act = (s: MatchStep, bookings: CoveredChoice = 'keep') => {
    setFailed(null);
    void writeOf(s)
      .run((key) =>
        s === 'draw'
          ? step.mutateAsync({ draw: { ...draw, bookings }, key })
          : step.mutateAsync({ action: s, key }),
      )
      .then((after) => {
        if (s === 'draw' && after) setNotMet(after.preference_not_met ?? []);
      })
      .catch((error: unknown) => setFailed({ step: s, error }));
  };

  /** The draw asks once it knows the bookings in the times it would hold. */
  const ask = (s: MatchStep) => {
    if (s !== 'draw') return setAsking(s);
    setFailed(null);
    drawPreview.mutate(draw, {
      onSuccess: (preview) => {
        setCovered(preview.bookings);
        setAsking('draw');
      },
      onError: (error) => setFailed({ step: 'draw', error }),
    });
  };

  /** A step's button: it asks first. */
  const stepButton = (s: MatchStep, label: string, opts: { undo?: boolean; enabled?: boolean }) => (
    <IonButton
      expand="block"
      fill={opts.undo ? 'outline' : 'solid'}
      disabled={busy || drawPreview.isPending || opts.enabled === false}
      onClick={() => ask(s)}
    >
      {label}
    </IonButton>
  );

  /** Why the step failed, at the step: a refusal for a changed state says what the step needs. */
  const failure = (...steps: MatchStep[]) => {
    if (!failed || !steps.includes(failed.step)) return null;
    const refused = Object.hasOwn(REFUSED, failed.step)
      ? REFUSED[failed.step as keyof typeof REFUSED]
      : 'matchAdmin.refused.other';
    const conflict = isApiError(failed.error) && failed.error.code === 'CONFLICT';
    return (
      <div className="form-error match-admin__error" role="alert">
        {conflict ? t(refused) : errorMessage(t, failed.error)}
      </div>
    );
  };

  const processFrom = formatDate(m.aanvang.slice(0, 10));

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

        {can.close || can.reopen ? (
          <section className="ion-padding" aria-labelledby="sign-up-title">
            <h2 id="sign-up-title" className="match-admin__title">
              {t('matchAdmin.signUpTitle')}
            </h2>
            {can.close ? stepButton('sluiten', t('matchAdmin.close'), {}) : null}
            {can.reopen ? (
              <>
                <p className="form-card__intro match-admin__hint">{t('matchAdmin.reopenHint')}</p>
                {stepButton('heropenen', t('matchAdmin.reopen'), { undo: true })}
              </>
            ) : null}
            {failure('sluiten', 'heropenen')}
          </section>
        ) : null}

        {can.drawOptions ? (
          <section className="ion-padding" aria-labelledby="draw-title">
            <h2 id="draw-title" className="match-admin__title">
              {t('matchAdmin.drawTitle')}
            </h2>
            <IonList>
              <IonItem>
                {/* Keyed by the language: ion-select keeps the chosen option's text as it was
                    when chosen, so a language that arrives after it would leave the old one. */}
                <IonSelect
                  cancelText={t('common.cancel')}
                  key={`order-${i18n.language}`}
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
                  cancelText={t('common.cancel')}
                  key={`start-${i18n.language}`}
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
            {stepButton(
              'draw',
              m.flights.length > 0 ? t('matchAdmin.redraw') : t('matchAdmin.draw'),
              {
                enabled: can.draw,
              },
            )}
            {!can.draw ? <p className="form-card__intro">{t('matchAdmin.closeFirst')}</p> : null}
            {notMet.length > 0 ? (
              <p role="status">{t('matchAdmin.notMet', { count: notMet.length })}</p>
            ) : null}
            {failure('draw')}
          </section>
        ) : null}

        <StartList match={m} notMet={notMet} />

        {can.publishStartList || m.startlijst_vrijgegeven ? (
          <div className="ion-padding">
            {can.publishStartList
              ? stepButton('startlijst', t('matchAdmin.publishStartList'), {})
              : null}
            {m.startlijst_vrijgegeven ? <p>{t('matchAdmin.startListPublished')}</p> : null}
            {can.withdrawStartList ? (
              <>
                <p className="form-card__intro match-admin__hint">
                  {t('matchAdmin.withdrawStartListHint')}
                </p>
                {stepButton('startlijst-intrekken', t('matchAdmin.withdrawStartList'), {
                  undo: true,
                })}
              </>
            ) : null}
            {failure('startlijst', 'startlijst-intrekken')}
          </div>
        ) : null}

        <AdminCardsList match={m} />

        <section className="ion-padding" aria-labelledby="process-title">
          <h2 id="process-title" className="match-admin__title">
            {t('matchAdmin.processTitle')}
          </h2>
          {can.processButton ? (
            <>
              {stepButton('verwerken', t('matchAdmin.process'), { enabled: can.process })}
              {!m.verwerkbaar ? (
                <p className="form-card__intro">
                  {t('matchAdmin.processFrom', { date: processFrom })}
                </p>
              ) : m.open ? (
                <p className="form-card__intro">{t('matchAdmin.closeFirst')}</p>
              ) : null}
            </>
          ) : (
            <p>{t('matchAdmin.isProcessed')}</p>
          )}
          {failed?.step === 'verwerken' &&
          isApiError(failed.error) &&
          failed.error.code === 'MATCH_NOT_PLAYED_YET' ? (
            <div className="form-error match-admin__error" role="alert">
              {errorMessage(t, failed.error)} {t('matchAdmin.processFrom', { date: processFrom })}
            </div>
          ) : (
            failure('verwerken')
          )}
          {can.publishResults ? stepButton('uitslag', t('matchAdmin.publishResults'), {}) : null}
          {m.publiceer_uitslag ? <p>{t('matchAdmin.resultsPublished')}</p> : null}
          {can.unprocess ? (
            <>
              <p className="form-card__intro match-admin__hint">{t('matchAdmin.unprocessHint')}</p>
              {stepButton('verwerking-terugdraaien', t('matchAdmin.unprocess'), { undo: true })}
            </>
          ) : null}
          {can.withdrawResults ? (
            <>
              <p className="form-card__intro match-admin__hint">
                {t('matchAdmin.withdrawResultsHint')}
              </p>
              {stepButton('uitslag-intrekken', t('matchAdmin.withdrawResults'), { undo: true })}
            </>
          ) : null}
          {failure('uitslag', 'verwerking-terugdraaien', 'uitslag-intrekken')}
        </section>

        {m.results.length > 0 ? (
          <section aria-labelledby="results-title">
            <h2 id="results-title" className="match-admin__title match-admin__list-title">
              {t('matchAdmin.results')}
            </h2>
            {resultGroups(m).map((g) => {
              // A heading per category, as the members' results tab has; a match without
              // categories has one list and needs none.
              const heading =
                m.categories.length === 0
                  ? null
                  : g.category
                    ? t('matches.results.category', { name: g.category.naam })
                    : t('matchAdmin.noCategory');
              const headingId = `results-${g.category?.id ?? 'none'}`;
              // A line is a level below its category's heading.
              const Line = heading ? 'h4' : 'h3';
              return (
                <section
                  key={g.category?.id ?? 'none'}
                  {...(heading ? { 'aria-labelledby': headingId } : {})}
                >
                  {heading ? (
                    <h3 id={headingId} className="match-admin__category">
                      {heading}
                    </h3>
                  ) : null}
                  <IonList>
                    {g.lines.map((r) => (
                      <IonItem key={r.team_id}>
                        <IonLabel>
                          <Line>
                            {r.status === 'ok' ? `${r.positie}.` : t('matchAdmin.noReturn')}{' '}
                            {teamNames(m, r.team_id)}
                          </Line>
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
                </section>
              );
            })}
          </section>
        ) : null}
        <DeskPayments match={m} />
        {asking ? (
          <StepConfirm
            step={asking}
            match={m}
            draw={draw}
            covered={asking === 'draw' ? covered : []}
            onConfirm={(bookings) => act(asking, bookings)}
            onDismiss={() => setAsking(null)}
          />
        ) : null}
      </IonContent>
    </IonPage>
  );
}
