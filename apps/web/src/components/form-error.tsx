import type { ReactNode } from 'react';
import { AlertIcon } from './alert-icon';

/**
 * A form's message of what is wrong, read out as it appears (theme/forms.css `.form-error`);
 * `className` adds a place's own spacing.
 */
export function FormError({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={className ? `form-error ${className}` : 'form-error'} role="alert">
      <AlertIcon />
      <span>{children}</span>
    </div>
  );
}
