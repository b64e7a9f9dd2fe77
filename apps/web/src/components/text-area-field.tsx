import type { TextareaHTMLAttributes } from 'react';
import { OutlinedField } from './outlined-field';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A native textarea dressed like TextField, for a text of several lines. */
export function TextAreaField({ label, error, hint, className, ...rest }: TextAreaFieldProps) {
  return (
    <OutlinedField
      label={label}
      error={error}
      hint={hint}
      className={className}
      control={(aria) => (
        <textarea
          className="outlined-field__control outlined-field__control--area"
          {...aria}
          {...rest}
        />
      )}
    />
  );
}
