import type { ReactNode, SelectHTMLAttributes } from 'react';
import { OutlinedField } from './outlined-field';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}

/**
 * A native select dressed like Ionic's outlined inputs. The phone's own picker is the best one
 * for a long club list, and it keeps Ionic's overlay code (alert, popover, action sheet, modal)
 * out of the login bundle.
 */
export function SelectField({
  label,
  error,
  hint,
  children,
  className,
  ...rest
}: SelectFieldProps) {
  return (
    <OutlinedField
      label={label}
      error={error}
      hint={hint}
      className={className}
      control={(aria) => (
        <select className="outlined-field__control select-field__select" {...aria} {...rest}>
          {children}
        </select>
      )}
    />
  );
}
