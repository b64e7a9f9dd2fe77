import type { ReactNode } from 'react';

/** Why the admin footer's save did not or cannot go through, above its button; none without. */
export function FooterAlert({ children }: { children: ReactNode }) {
  return children ? (
    <div className="form-error match-form__alert" role="alert">
      {children}
    </div>
  ) : null;
}
