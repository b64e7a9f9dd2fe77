import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

/**
 * A native select dressed like Ionic's outlined inputs. The phone's own picker is the best one
 * for a long club list, and it keeps Ionic's overlay code (alert, popover, action sheet, modal)
 * out of the login bundle.
 */
export function SelectField({ label, error, children, className, ...rest }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`select-field${error ? ' select-field--invalid' : ''} ${className ?? ''}`}>
      <label htmlFor={id} className="select-field__label">
        {label}
      </label>
      <select
        id={id}
        className="select-field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      >
        {children}
      </select>
      {error ? (
        <div id={errorId} className="select-field__error">
          {error}
        </div>
      ) : null}
    </div>
  );
}
