import { useTranslation } from 'react-i18next';
import { signedTotal } from '@fairway/golf';

interface ScoreTotalsProps {
  strokes: number;
  points: number | null;
  /** Holes counted so far (filled in, or saved) of `holes`, under `countLabel`. */
  count: number;
  holes: number;
  countLabel: 'scorecards.filledHoles' | 'scorecards.savedHoles';
  /** Against par: `points` is holes won minus holes lost, shown as +2, 0, −1. */
  againstPar?: boolean;
}

/** The totals above the keypad: strokes, stableford points (or against par) and holes done. */
export function ScoreTotals({
  strokes,
  points,
  count,
  holes,
  countLabel,
  againstPar = false,
}: ScoreTotalsProps) {
  const { t } = useTranslation();
  return (
    <dl className="score-summary__totals">
      <div>
        <dt>{t('scorecards.strokes')}</dt>
        <dd data-testid="total-strokes">{strokes}</dd>
      </div>
      <div>
        <dt>{againstPar ? t('scorecards.againstPar') : t('scorecards.stableford')}</dt>
        <dd data-testid="total-points">
          {points === null ? '–' : againstPar ? signedTotal(points) : points}
        </dd>
      </div>
      <div>
        <dt>{t(countLabel)}</dt>
        <dd>
          {count}/{holes}
        </dd>
      </div>
    </dl>
  );
}
