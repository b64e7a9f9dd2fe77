import type { InputHTMLAttributes, ReactNode } from 'react';
import { OutlinedField } from './outlined-field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Sits inside the field at its end (the show-password button). */
  end?: ReactNode;
}

/**
 * A native input dressed like Ionic's outlined inputs, as SelectField is. The login screen uses
 * it so that the first screen a phone shows needs none of Ionic's form code: rendering ion-input
 * and ion-button was the longest task of the login screen's start on a slow phone.
 */
export function TextField({ label, error, hint, end, className, ...rest }: TextFieldProps) {
  return (
    <OutlinedField
      label={label}
      error={error}
      hint={hint}
      className={className}
      end={end}
      control={(aria) => (
        <input
          className={`outlined-field__control${end ? ' outlined-field__control--with-end' : ''}`}
          {...aria}
          {...rest}
        />
      )}
    />
  );
}
