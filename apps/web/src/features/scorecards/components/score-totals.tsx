import { useTranslation } from 'react-i18next';

interface ScoreTotalsProps {
  strokes: number;
  points: number | null;
  /** Holes counted so far (filled in, or saved) of `holes`, under `countLabel`. */
  count: number;
  holes: number;
  countLabel: 'scorecards.filledHoles' | 'scorecards.savedHoles';
}

/** The totals above the keypad: strokes, stableford points and holes done. */
export function ScoreTotals({ strokes, points, count, holes, countLabel }: ScoreTotalsProps) {
  const { t } = useTranslation();
  return (
    <dl className="score-summary__totals">
      <div>
        <dt>{t('scorecards.strokes')}</dt>
        <dd data-testid="total-strokes">{strokes}</dd>
      </div>
      <div>
        <dt>{t('scorecards.stableford')}</dt>
        <dd data-testid="total-points">{points ?? '–'}</dd>
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
