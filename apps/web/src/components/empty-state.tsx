import type { ReactNode } from 'react';
import { Icon } from './icon';

interface EmptyStateProps {
  icon: string;
  title: string;
  text?: string;
  children?: ReactNode;
}

/** A calm, centred message for a list with nothing in it or a screen that could not load. */
export function EmptyState({ icon, title, text, children }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <div className="empty-state__icon">
        <Icon icon={icon} />
      </div>
      <h2 className="empty-state__title">{title}</h2>
      {text ? <p className="empty-state__text">{text}</p> : null}
      {children}
    </div>
  );
}
