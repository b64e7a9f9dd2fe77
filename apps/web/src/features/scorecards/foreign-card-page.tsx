import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  IonAlert,
  IonButton,
  IonContent,
  IonFooter,
  IonPage,
  IonSpinner,
  useIonRouter,
} from '@ionic/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import {
  checkForeignAllowed,
  createForeignCard,
  createUnknownCourseCard,
} from '../../api/scorecards.api';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { useSingleWrite } from '../../lib/use-single-write';
import { HOME_PATH } from '../../paths';
import { configQuery } from '../club';
import { memberKeys } from '../members';
import { ClubPicker } from './components/club-picker';
import { ForeignCommentStep } from './components/foreign-comment-step';
import { ForeignDateStep } from './components/foreign-date-step';
import { ForeignScoreStep } from './components/foreign-score-step';
import { ForeignTypeStep } from './components/foreign-type-step';
import { incompleteText, InfoAlert } from './components/info-alert';
import { showFlash } from '../../lib/flash';
import {
  dateStepError,
  effectiveCardType,
  firstOpenStep,
  FOREIGN_STEPS,
  foreignAllowedRequest,
  foreignCardTypes,
  foreignCreateRequest,
  foreignDraftStarted,
  isForeignStep,
  scoreStepCheck,
  typeStepError,
  type ForeignContext,
  type ForeignDraft,
  type ForeignError,
  type ForeignStep,
} from './foreign-draft';
import { resetForeignDraft, updateForeignDraft, useForeignDraft } from './foreign-draft-store';
import { foreignOutcome } from './score-outcome';
import {
  commitPending,
  holePoints,
  initialPad,
  padHoles,
  unknownHoles,
  type PadStep,
} from './score-pad';
import {
  countriesQuery,
  foreignCoursesQuery,
  foreignHolesQuery,
  foreignTeesQuery,
  scorecardKeys,
} from './scorecards.queries';
import './scorecards.css';
import { codeMessage, errorMessage } from '../../i18n/error-message';

const STEP_PATH = (step: ForeignStep) => `/app/scorecards/foreign/${step}`;

type Dialog =
  | { kind: 'incomplete'; empty: number }
  | { kind: 'notAllowed'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'outcome'; status: string };

const sized = (scores: (number | null)[], n: number) =>
  Array.from({ length: n }, (_, i) => scores[i] ?? null);

/**
 * spec §2 /app/scorecards/foreign in four steps (/date, /type, /score, /comment), §5 "Foreign
 * card": the draft is shared by the steps and kept in local storage, so a reload anywhere keeps
 * it; confirm runs the allowed check (a refusal goes back to the date step) and creates the card
 * (known course or unknown course), then shows the outcome of spec §4 and returns to the list.
 */
export default function ForeignCardPage() {
  const { t } = useTranslation();
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const { step } = useParams();
  const draft = useForeignDraft();
  const config = useQuery(configQuery());
  const countries = useQuery(countriesQuery());
  const [error, setError] = useState<ForeignError | null>(null);
  const [picking, setPicking] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { write, busy } = useSingleWrite();
  const [cursor, setCursor] = useState<{ current: number; buffer: '' | '1' } | null>(null);

  const known = draft.placeMode === 'club';
  const courses = useQuery(foreignCoursesQuery(known ? (draft.club?.id ?? null) : null));
  const tees = useQuery(foreignTeesQuery(known ? draft.course : null));
  const holesQuery = useQuery({
    ...foreignHolesQuery(draft.course, draft.tee, draft.holeCount),
    enabled: known && !draft.isUnknownCourse && draft.course !== null && draft.tee !== null,
  });

  const digimarker = config.data?.digimarker_verplicht ?? false;
  const countryId = known ? (draft.club?.country_id ?? null) : draft.country;
  const country = countries.data?.find((c) => c.id === countryId);
  // Read the clock at every render: the 30-minute rule is about the moment of tapping 'next'.
  const ctx: ForeignContext = { now: new Date(), digimarker, country };
  const allowedTypes = foreignCardTypes({
    isUnknownCourse: draft.isUnknownCourse,
    country,
    knownCourse: !draft.isUnknownCourse && draft.course !== null,
  });
  const cardType = effectiveCardType(draft.card_type, allowedTypes);
  const holes = useMemo(
    () =>
      draft.isUnknownCourse
        ? unknownHoles(draft.holeCount)
        : padHoles(holesQuery.data ?? []).slice(0, draft.holeCount),
    [draft.isUnknownCourse, draft.holeCount, holesQuery.data],
  );
  const padState = useMemo(() => {
    const scores = sized(draft.scores, holes.length);
    return cursor && cursor.current < holes.length ? { scores, ...cursor } : initialPad(scores);
  }, [draft.scores, holes.length, cursor]);

  // A link or reload to a later step waits for what the rules need, then goes back to the first
  // step that is not done.
  const rulesReady = config.isSuccess && countries.isSuccess;
  const target = isForeignStep(step) && rulesReady ? firstOpenStep(draft, ctx, step) : step;
  const mustGoBack = rulesReady && isForeignStep(step) && target !== step;
  useEffect(() => {
    // Only the step on show redirects: the steps before it stay mounted (hidden) in Ionic's
    // stack and see the same shared draft, e.g. when it is cleared after creation.
    const onShow = isForeignStep(step) && window.location.pathname === STEP_PATH(step);
    if (mustGoBack && onShow && isForeignStep(target)) {
      router.push(STEP_PATH(target), 'back', 'replace');
    }
  }, [mustGoBack, step, target, router]);

  const [confirmRestart, setConfirmRestart] = useState(false);
  const restart = () => {
    resetForeignDraft();
    setCursor(null);
    setError(null);
  };

  const onPadStep = useCallback((s: PadStep) => {
    setCursor({ current: s.state.current, buffer: s.state.buffer });
    updateForeignDraft({ scores: s.state.scores });
  }, []);

  if (!isForeignStep(step)) return <Navigate to={STEP_PATH('date')} replace />;
  const index = FOREIGN_STEPS.indexOf(step);

  const go = (next: ForeignStep, direction: 'forward' | 'back') => {
    setError(null);
    router.push(STEP_PATH(next), direction);
  };

  const withType = (): ForeignDraft => ({ ...draft, card_type: cardType });

  const onNext = () => {
    if (step === 'date') {
      const problem = dateStepError(draft, ctx);
      setError(problem);
      if (!problem) go('type', 'forward');
    } else if (step === 'type') {
      const d = withType();
      const problem = typeStepError(d, ctx);
      setError(problem);
      if (problem) return;
      if (d.card_type !== draft.card_type) updateForeignDraft({ card_type: d.card_type });
      go('score', 'forward');
    } else if (step === 'score') {
      const committed = commitPending(holes, padState);
      if (committed.committed !== null) onPadStep(committed);
      const d = { ...draft, scores: committed.state.scores };
      const check = scoreStepCheck(d);
      updateForeignDraft({
        sf_scores: holes.map((h, i) => holePoints(h, d.scores[i] ?? null) ?? 0),
      });
      if (check.error === 'scorecards.errors.cardIncomplete') {
        // spec §5: empty holes are accepted on confirm and stored as 0, with a warning title.
        setDialog({ kind: 'incomplete', empty: check.emptyHoles });
        return;
      }
      setError(check.error);
      if (!check.error) go('comment', 'forward');
    } else {
      void onConfirm();
    }
  };

  const onConfirm = async () => {
    const d = withType();
    try {
      await write.run(async (key) => {
        const allowed = await checkForeignAllowed(foreignAllowedRequest(d));
        if ('errors' in allowed) {
          setDialog({
            kind: 'notAllowed',
            message: codeMessage(t, allowed.errors[0]?.code),
          });
          return;
        }
        const request = foreignCreateRequest(d);
        const created =
          request.kind === 'known'
            ? await createForeignCard(request.body, key)
            : await createUnknownCourseCard(request.body, key);
        setDialog({ kind: 'outcome', status: created.status });
      });
    } catch (e) {
      // Without a connection the app's connection alert says so (spec §8), and only it.
      if (isApiError(e) && e.status === 0) return;
      setDialog({ kind: 'failed', message: errorMessage(t, e) });
    }
  };

  const onDialogClosed = (d: Dialog | null) => {
    setDialog(null);
    if (d?.kind === 'notAllowed') {
      // spec §5: after a refusal the member goes back to the date step.
      router.push(STEP_PATH('date'), 'back');
    } else if (d?.kind === 'outcome') {
      const outcome = foreignOutcome(d.status);
      showFlash(outcome.tone === 'success' ? 'success' : 'warning', t(outcome.messageKey));
      void queryClient.invalidateQueries({ queryKey: scorecardKeys.all });
      void queryClient.invalidateQueries({ queryKey: memberKeys.self() });
      // Away from the steps first, then the draft goes (spec §4: cleared after creation).
      router.push(HOME_PATH, 'root', 'replace');
      resetForeignDraft();
      setCursor(null);
    }
  };

  const dialogText = (d: Dialog) => {
    switch (d.kind) {
      case 'incomplete':
        return incompleteText(t, t('scorecards.foreign.emptyHolesAsZero', { count: d.empty }));
      case 'notAllowed':
        return { header: t('scorecards.foreign.notAllowed'), message: d.message };
      case 'failed':
        return { header: t('scorecards.foreign.failedTitle'), message: d.message };
      case 'outcome': {
        const o = foreignOutcome(d.status);
        return { header: t(o.titleKey), message: t(o.messageKey) };
      }
    }
  };

  const stepTitles = {
    date: t('scorecards.foreign.steps.date'),
    type: t('scorecards.foreign.steps.type'),
    score: t('scorecards.foreign.steps.score'),
    comment: t('scorecards.foreign.steps.comment'),
  } as const;

  const course = courses.data?.find((c) => c.id === draft.course);
  const tee = tees.data?.find((x) => x.id === draft.tee);
  const teeStyle = config.data?.tee_naam_en_kleur_weergave;
  const title =
    config.data?.club.type === 'd'
      ? t('scorecards.newCard.newCard')
      : t('scorecards.foreign.title');

  // What the steps show of the page, the same for each: a step takes the part it needs.
  const stepProps = {
    draft,
    update: updateForeignDraft,
    error,
    countries: countries.data,
    digimarker,
    teeStyle,
    onPickClub: () => setPicking(true),
    allowedTypes,
    cardType,
    holes,
    state: padState,
    onStep: onPadStep,
    country,
    course,
    tee,
  };

  let body;
  if (picking) {
    body = (
      <ClubPicker
        countries={countries.data}
        onCancel={() => setPicking(false)}
        onPick={(club) => {
          updateForeignDraft({
            club,
            course: null,
            tee: null,
            scores: [],
            isUnknownCourse: false,
          });
          setPicking(false);
          setError(null);
        }}
      />
    );
  } else if (mustGoBack) {
    body = null;
  } else if (step === 'date') {
    body = <ForeignDateStep {...stepProps} />;
  } else if (step === 'type') {
    body = <ForeignTypeStep {...stepProps} />;
  } else if (step === 'score') {
    body = holes.length > 0 ? <ForeignScoreStep {...stepProps} /> : null;
  } else {
    body = <ForeignCommentStep {...stepProps} />;
  }

  const info = dialog;
  return (
    <IonPage>
      <PageHeader
        title={title}
        backHref={index === 0 ? HOME_PATH : STEP_PATH(FOREIGN_STEPS[index - 1] ?? 'date')}
      />
      <IonContent>
        {!picking ? (
          <nav className="wizard-steps" aria-label={t('scorecards.foreign.progress')}>
            <ol>
              {FOREIGN_STEPS.map((s, i) => (
                <li
                  key={s}
                  className={`wizard-steps__step${i < index ? ' wizard-steps__step--done' : ''}${i === index ? ' wizard-steps__step--current' : ''}`}
                  aria-current={i === index ? 'step' : undefined}
                >
                  <span className="wizard-steps__dot" aria-hidden="true">
                    {i + 1}
                  </span>
                  <span className="wizard-steps__label">{stepTitles[s]}</span>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {body}
        {error && step !== 'score' && step !== 'type' && !picking ? (
          <FormError className="wizard-error">{t(error)}</FormError>
        ) : null}
        {step === 'date' && !picking ? (
          <div className="wizard-restart">
            <IonButton
              fill="clear"
              size="small"
              color="medium"
              onClick={() => {
                // A filled-in draft is not wiped on one tap: the member confirms first.
                if (foreignDraftStarted(draft)) setConfirmRestart(true);
                else restart();
              }}
            >
              {t('scorecards.foreign.startOver')}
            </IonButton>
          </div>
        ) : null}
      </IonContent>
      {!picking ? (
        <IonFooter className="page-footer">
          <div className="page-footer__buttons">
            {index > 0 ? (
              <IonButton
                fill="outline"
                onClick={() => go(FOREIGN_STEPS[index - 1] ?? 'date', 'back')}
                disabled={busy}
              >
                {t('scorecards.foreign.previous')}
              </IonButton>
            ) : null}
            <IonButton onClick={onNext} disabled={busy} className="page-footer__main">
              {busy ? (
                <IonSpinner name="dots" />
              ) : step === 'comment' ? (
                t('scorecards.foreign.confirm')
              ) : (
                t('scorecards.foreign.next')
              )}
            </IonButton>
          </div>
        </IonFooter>
      ) : null}
      <IonAlert
        isOpen={confirmRestart}
        header={t('scorecards.foreign.startOverTitle')}
        message={t('scorecards.foreign.startOverConfirm')}
        buttons={[
          { text: t('common.cancel'), role: 'cancel' },
          { text: t('scorecards.foreign.startOverYes'), role: 'destructive', handler: restart },
        ]}
        onDidDismiss={() => setConfirmRestart(false)}
      />
      <InfoAlert
        info={info}
        text={dialogText}
        buttons={
          info?.kind === 'incomplete'
            ? [
                { text: t('scorecards.foreign.fillIn'), role: 'cancel' },
                {
                  text: t('scorecards.foreign.continue'),
                  role: 'confirm',
                  handler: () => {
                    setError(null);
                    router.push(STEP_PATH('comment'), 'forward');
                  },
                },
              ]
            : [t('common.ok')]
        }
        onDidDismiss={() => onDialogClosed(info)}
      />
    </IonPage>
  );
}
