import { IonInput } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import type { ForeignDraft, ForeignError } from '../foreign-draft';
import { padTotals, type PadHole, type PadState, type PadStep } from '../score-pad';
import { ScorePadView } from './score-pad-view';
import { ScoreTotals } from './score-totals';

interface ScoreStepProps {
  draft: ForeignDraft;
  update: (patch: Partial<ForeignDraft>) => void;
  holes: readonly PadHole[];
  state: PadState;
  onStep: (step: PadStep) => void;
  error: ForeignError | null;
}

/**
 * Step 3 (/score): the holes on the keypad, with par, stroke index, strokes received and live
 * stableford points from the tee's holes; for a course not in the list only the strokes, plus the
 * stableford total the member may give instead.
 */
export function ForeignScoreStep({ draft, update, holes, state, onStep, error }: ScoreStepProps) {
  const { t } = useTranslation();
  const totals = padTotals(holes, state.scores);
  return (
    <div className="score-entry">
      <div className="score-summary">
        <ScoreTotals
          strokes={totals.strokes}
          points={totals.points}
          count={totals.filled}
          holes={holes.length}
          countLabel="scorecards.filledHoles"
        />
      </div>
      <ScorePadView holes={holes} state={state} onStep={onStep} />
      {draft.isUnknownCourse ? (
        <div className="form-card card-form">
          <IonInput
            className={
              error === 'scorecards.errors.stablefordRange' ? 'ion-invalid ion-touched' : ''
            }
            label={t('scorecards.fields.stablefordTotal')}
            labelPlacement="floating"
            fill="outline"
            inputmode="numeric"
            maxlength={3}
            helperText={t('scorecards.foreign.stablefordTotalHint')}
            value={draft.sfTotalUnknown}
            onIonInput={(e) => update({ sfTotalUnknown: e.detail.value ?? '' })}
          />
        </div>
      ) : null}
      {error && error !== 'scorecards.errors.cardIncomplete' ? (
        <FormError className="score-entry__error">{t(error)}</FormError>
      ) : null}
    </div>
  );
}
