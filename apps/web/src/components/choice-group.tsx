import { useId } from 'react';

interface ChoiceGroupProps<T extends string | number> {
  label: string;
  value: T | null;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** Hides the visible label (the group keeps it as its accessible name). */
  hideLabel?: boolean;
  /** Options that cannot be chosen now (shown, not offered). */
  disabled?: (value: T) => boolean;
}

/** A small segmented choice (radio group) for two or three options. */
export function ChoiceGroup<T extends string | number>({
  label,
  value,
  options,
  onChange,
  hideLabel,
  disabled,
}: ChoiceGroupProps<T>) {
  const labelId = useId();
  return (
    <div className="field-group">
      <div id={labelId} className={hideLabel ? 'sr-only' : 'field-group__label'}>
        {label}
      </div>
      <div role="radiogroup" aria-labelledby={labelId} className="choice-group">
        {options.map((o) => (
          <button
            key={String(o.value)}
            type="button"
            role="radio"
            aria-checked={o.value === value}
            disabled={disabled?.(o.value) ?? false}
            className={`choice-group__option${o.value === value ? ' choice-group__option--checked' : ''}`}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </button>
        ))}
      </div>
    </div>
  );
}
