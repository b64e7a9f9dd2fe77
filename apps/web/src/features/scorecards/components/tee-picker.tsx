import { useId } from 'react';
import type { Tee } from '@fairway/contract';
import { useTranslation } from 'react-i18next';
import { TeeLabel } from './tee-label';
import { useGolfFormat } from '../../../lib/golf-format';

interface TeePickerProps {
  tees: readonly Tee[];
  value: number | null;
  onChange: (teeId: number) => void;
  style: string | null | undefined;
  error?: string | undefined;
}

/** The tees of a course as a row of choices, each in the club's tee style with its ratings. */
export function TeePicker({ tees, value, onChange, style, error }: TeePickerProps) {
  const { t } = useTranslation();
  const format = useGolfFormat();
  const labelId = useId();
  const errorId = useId();
  return (
    <div className="field-group">
      <div id={labelId} className="field-group__label">
        {t('scorecards.fields.tee')}
      </div>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        className="tee-picker"
      >
        {tees.map((tee) => {
          const checked = tee.id === value;
          return (
            <button
              key={tee.id}
              type="button"
              role="radio"
              aria-checked={checked}
              className={`tee-picker__option${checked ? ' tee-picker__option--checked' : ''}`}
              onClick={() => onChange(tee.id)}
            >
              {/* Named by its content, the words a screen reader needs hidden in it: an
                  aria-label would leave the ratings shown out of the name (WCAG 2.5.3). */}
              <span className="sr-only">{t('scorecards.teeOptionTee')} </span>
              <TeeLabel tee={tee} style={style} />
              <span className="tee-picker__ratings">
                <span>
                  <span className="sr-only">{t('scorecards.teeOptionRatings')} </span>
                  {format.rating(tee.course_rating)} / {tee.slope_rating}
                </span>
                <span>
                  {t('scorecards.par')} {tee.par}
                </span>
              </span>
            </button>
          );
        })}
      </div>
      {error ? (
        <div id={errorId} className="field-group__error">
          {error}
        </div>
      ) : null}
    </div>
  );
}
