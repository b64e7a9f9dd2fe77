import { useTranslation } from 'react-i18next';

/** A strokes field per hole, numbered: a card's scores as the committee enters or corrects them. */
export function HoleScores({
  scores,
  missing = [],
  onChange,
}: {
  scores: readonly string[];
  /** Holes (from 1) the form named as without a score. */
  missing?: readonly number[];
  onChange: (hole: number, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="handicap-admin__holes">
      {scores.map((s, i) => (
        <label key={i}>
          <span>{i + 1}</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={99}
            value={s}
            aria-label={t('handicapAdmin.hole', { hole: i + 1 })}
            aria-invalid={missing.includes(i + 1) || undefined}
            onChange={(e) => onChange(i, e.target.value)}
          />
        </label>
      ))}
    </div>
  );
}
