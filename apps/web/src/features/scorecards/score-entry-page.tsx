import { useCallback, useMemo, useState } from 'react';
import {
  IonAlert,
  IonButton,
  IonContent,
  IonFooter,
  IonIcon,
  IonPage,
  IonSpinner,
  useIonRouter,
} from '@ionic/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cloudOfflineOutline, cloudUploadOutline, lockClosedOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { signedTotal } from '@fairway/golf';
import { submitScores } from '../../api/scorecards.api';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../i18n/error-message';
import { formatDate } from '../../lib/dates';
import { HOME_PATH } from '../../paths';
import { memberKeys } from '../members';
import { configQuery } from '../club';
import { courseLabel, opensScoreEntry } from './card-list';
import { incompleteText, InfoAlert } from './components/info-alert';
import { ScorePadView } from './components/score-pad-view';
import { ScoreTotals } from './components/score-totals';
import { TeeAfter } from './components/tee-label';
import { showFlash } from '../../lib/flash';
import { scoreOutcome, type ScoreOutcome } from './score-outcome';
import {
  commitPending,
  initialPad,
  padHoles,
  padTotals,
  type PadState,
  type PadStep,
} from './score-pad';
import { holeStatus } from './score-sync';
import { cardHolesQuery, cardQuery, scorecardKeys } from './scorecards.queries';
import { useScoreSync } from './use-score-sync';
import './scorecards.css';
import { useGolfFormat } from '../../lib/golf-format';

type Dialog =
  | { kind: 'confirm' }
  | { kind: 'incomplete'; empty: number }
  | { kind: 'offline' }
  | { kind: 'outcome'; outcome: ScoreOutcome; handicap: string | null }
  | { kind: 'error'; message: string };

/**
 * spec §2 /app/score (here /app/score/:id): hole-by-hole entry of an open card on the keypad, each
 * hole saved on its own (kept on the device first, so no signal loses nothing), then the final
 * save with the statuses of spec §4.
 */
export default function ScoreEntryPage() {
  const { t } = useTranslation();
  const format = useGolfFormat();
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const cardId = Number(useParams().id);
  const valid = Number.isInteger(cardId) && cardId > 0;
  const card = useQuery({ ...cardQuery(cardId, false), enabled: valid });
  const holes = useQuery({ ...cardHolesQuery(cardId), enabled: valid });
  const config = useQuery(configQuery());
  const { sync, local, ready, online } = useScoreSync(cardId, holes.data);
  const pad = useMemo(() => padHoles(holes.data ?? []), [holes.data]);
  const [state, setState] = useState<PadState | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  if (ready && state === null) setState(initialPad([...local.scores]));

  const onStep = useCallback(
    (step: PadStep) => {
      setState(step.state);
      if (step.committed !== null) {
        void sync.setScore(step.committed, step.state.scores[step.committed] ?? null);
      }
    },
    [sync],
  );

  const submit = useMutation({
    mutationFn: (scores: number[]) => submitScores(cardId, scores, 1),
    onSuccess: async (answer) => {
      const outcome = scoreOutcome(answer.status, answer.ehcp_nieuw);
      // spec §4: success statuses clear the stored score state.
      if (outcome.clearsState) await sync.clear();
      setDialog({
        kind: 'outcome',
        outcome,
        handicap: format.handicap(answer.ehcp_nieuw),
      });
    },
    onError: (error) => setDialog({ kind: 'error', message: errorMessage(t, error) }),
  });

  const backToList = () => {
    void queryClient.invalidateQueries({ queryKey: scorecardKeys.all });
    void queryClient.invalidateQueries({ queryKey: memberKeys.self() });
    if (router.canGoBack()) router.goBack();
    else router.push(HOME_PATH, 'back', 'replace');
  };

  const onSubmit = () => {
    if (!state) return;
    const step = commitPending(pad, state);
    onStep(step);
    const empty = step.state.scores.filter((s) => s === null).length;
    if (empty > 0) setDialog({ kind: 'incomplete', empty });
    else if (!online) setDialog({ kind: 'offline' });
    else setDialog({ kind: 'confirm' });
  };

  const c = card.data;
  const editable = c ? opensScoreEntry(c) : false;
  const counting = c?.score_berekening === 'tegen_par' ? 'tegen_par' : 'stableford';
  const totals = state ? padTotals(pad, state.scores, counting) : null;
  // A hole typed a moment ago whose device write is still under way shows no status yet: the
  // device does not hold it, and a reload now would lose it.
  const statuses = state
    ? state.scores.map((s, i) =>
        s === (local.scores[i] ?? null) ? holeStatus(local, i) : undefined,
      )
    : undefined;
  const savedCount = statuses?.filter((s) => s === 'saved').length ?? 0;
  const waiting = local.queue.length;

  let content;
  if (!valid) {
    content = <EmptyState icon={lockClosedOutline} title={t('errors.NOT_FOUND')} />;
  } else if ((card.isError && !card.data) || (holes.isError && !holes.data)) {
    // What the device kept still shows with no signal; only a card never seen here fails.
    const error = card.error ?? holes.error;
    content = (
      <LoadError
        error={error}
        onRetry={() => {
          void card.refetch();
          void holes.refetch();
        }}
      />
    );
  } else if (c && !editable) {
    content = (
      <EmptyState
        icon={lockClosedOutline}
        title={t('scorecards.entry.closedTitle')}
        text={t('scorecards.entry.closedText')}
      >
        <IonButton fill="outline" routerLink={HOME_PATH} routerDirection="back">
          {t('scorecards.backToList')}
        </IonButton>
      </EmptyState>
    );
  } else if (!c || !state || !totals) {
    content = null;
  } else {
    content = (
      <div className="score-entry">
        <div className="score-summary">
          <div className="score-summary__where">
            <span className="score-summary__course">{courseLabel(c, config.data?.club.naam)}</span>
            <span className="score-summary__date">
              {formatDate(c.datum)}
              <TeeAfter tee={c.tee} style={config.data?.tee_naam_en_kleur_weergave} />
            </span>
          </div>
          <ScoreTotals
            strokes={totals.strokes}
            points={totals.points}
            count={savedCount}
            holes={pad.length}
            countLabel="scorecards.savedHoles"
            againstPar={counting === 'tegen_par'}
          />
        </div>
        <ScorePadView
          holes={pad}
          state={state}
          onStep={onStep}
          statuses={statuses}
          online={online}
          disabled={submit.isPending}
          counting={counting}
        />
      </div>
    );
  }

  const outcomeMessage = (d: Extract<Dialog, { kind: 'outcome' }>) =>
    t(d.outcome.messageKey, { handicap: d.handicap ?? '' });
  const info = dialog && dialog.kind !== 'confirm' ? dialog : null;
  const infoText = (d: Exclude<Dialog, { kind: 'confirm' }>) => {
    switch (d.kind) {
      case 'incomplete':
        return incompleteText(t, t('scorecards.entry.emptyHoles', { count: d.empty }));
      case 'offline':
        return {
          header: t('errors.connection.title'),
          message: t('scorecards.entry.submitOffline'),
        };
      case 'outcome':
        return { header: t(d.outcome.titleKey), message: outcomeMessage(d) };
      case 'error':
        return { header: t('scorecards.outcome.notEnteredTitle'), message: d.message };
    }
  };

  return (
    <IonPage>
      <PageHeader title={t('scorecards.entry.title')} backHref={HOME_PATH} />
      <IonContent className="score-entry-content">{content}</IonContent>
      {c && editable && state ? (
        <IonFooter className="page-footer">
          {/* Below the pad, never above it: the banner comes and goes as each hole is saved, and
              anything that moves the keypad under a finger makes a tap hit another key (or none). */}
          {waiting > 0 ? (
            <div className={`sync-banner${online ? '' : ' sync-banner--offline'}`} role="status">
              <IonIcon
                icon={online ? cloudUploadOutline : cloudOfflineOutline}
                aria-hidden="true"
              />
              <span>
                {online
                  ? t('scorecards.entry.saving', { count: waiting })
                  : t('scorecards.entry.offline', { count: waiting })}
              </span>
            </div>
          ) : null}
          <div className="page-footer__buttons">
            <IonButton expand="block" onClick={onSubmit} disabled={submit.isPending}>
              {submit.isPending ? <IonSpinner name="dots" /> : t('scorecards.entry.submit')}
            </IonButton>
          </div>
        </IonFooter>
      ) : null}

      <IonAlert
        isOpen={dialog?.kind === 'confirm'}
        header={t('scorecards.entry.confirmTitle')}
        message={
          counting === 'tegen_par'
            ? t('scorecards.entry.confirmTextAgainstPar', {
                strokes: totals?.strokes ?? 0,
                result: signedTotal(totals?.points ?? 0),
              })
            : t('scorecards.entry.confirmText', {
                strokes: totals?.strokes ?? 0,
                points: totals?.points ?? 0,
              })
        }
        buttons={[
          { text: t('common.cancel'), role: 'cancel' },
          {
            text: t('scorecards.entry.submit'),
            role: 'confirm',
            handler: () => {
              if (state) submit.mutate(state.scores.map((s) => s ?? 0));
            },
          },
        ]}
        onDidDismiss={() => setDialog((cur) => (cur?.kind === 'confirm' ? null : cur))}
      />
      <InfoAlert
        info={info}
        text={infoText}
        buttons={[t('common.ok')]}
        onDidDismiss={() => {
          const d = info;
          setDialog((cur) => (cur === d ? null : cur));
          if (d?.kind === 'outcome') {
            showFlash(d.outcome.tone === 'success' ? 'success' : 'warning', outcomeMessage(d));
            backToList();
          }
        }}
      />
    </IonPage>
  );
}
