import { useId, type ReactNode } from 'react';

/** What the native control inside an OutlinedField needs to be tied to its label and error. */
export interface OutlinedControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface OutlinedFieldProps {
  label: string;
  error?: string | undefined;
  /** A line under the field saying what it is for (read with the field by screen readers). */
  hint?: string | undefined;
  className?: string | undefined;
  /** Renders the native control with the given id and aria attributes. */
  control: (props: OutlinedControlProps) => ReactNode;
  /** Sits inside the field at its end (the show-password button). */
  end?: ReactNode;
}

/**
 * The frame of a native form control dressed like Ionic's outlined inputs: the label in the
 * border, the error below. TextField and SelectField put their control in it.
 */
export function OutlinedField({ label, error, hint, className, control, end }: OutlinedFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={`outlined-field${error ? ' outlined-field--invalid' : ''} ${className ?? ''}`}>
      <label htmlFor={id} className="outlined-field__label">
        {label}
      </label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {end ? <div className="outlined-field__end">{end}</div> : null}
      {hint ? (
        <div id={hintId} className="outlined-field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className="outlined-field__error">
          {error}
        </div>
      ) : null}
    </div>
  );
}
