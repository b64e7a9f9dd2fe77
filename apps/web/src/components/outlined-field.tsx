import { useId, type ReactNode } from 'react';

/** What the native control inside an OutlinedField needs to be tied to its label and error. */
export interface OutlinedControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** What the frame takes: TextField, SelectField and TextAreaField take it besides their control's. */
export interface OutlinedFrameProps {
  label: string;
  error?: string | undefined;
  /** A line under the field saying what it is for (read with the field by screen readers). */
  hint?: string | undefined;
  className?: string | undefined;
  /** Sits inside the field at its end (the show-password button). */
  end?: ReactNode;
}

interface OutlinedFieldProps extends OutlinedFrameProps {
  /** Renders the native control with the given id and aria attributes. */
  control: (props: OutlinedControlProps) => ReactNode;
}

/**
 * The frame of a native form control dressed like Ionic's outlined inputs: the label in the
 * border, the error below. TextField, SelectField and TextAreaField put their control in it.
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

/**
 * A field component of one native control: the frame's props go to the frame, all others (value,
 * onChange, name, children…) to the control that `render` draws.
 */
export function outlinedControl<P extends OutlinedFrameProps>(
  render: (
    aria: OutlinedControlProps,
    rest: Omit<P, keyof OutlinedFrameProps>,
    hasEnd: boolean,
  ) => ReactNode,
) {
  return function OutlinedControl(props: P) {
    const { label, error, hint, className, end, ...rest } = props;
    // The frame reads only its own props of these.
    return <OutlinedField {...props} control={(aria) => render(aria, rest, Boolean(end))} />;
  };
}
