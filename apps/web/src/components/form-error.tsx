import type { ReactNode } from 'react';
import { AlertIcon } from './alert-icon';

/** A form's message of what is wrong, read out as it appears (theme/forms.css `.form-error`). */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <div className="form-error" role="alert">
      <AlertIcon />
      <span>{children}</span>
    </div>
  );
}
