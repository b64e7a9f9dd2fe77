import type { MouseEvent } from 'react';
import { Icon } from './icon';
import { useRouterLink } from './in-app-link';

interface ToolbarButtonProps {
  icon: string;
  /** The accessible name: the button shows only its icon. */
  label: string;
  /** A link to this path inside the app instead of a button. */
  href?: string;
  /** The click (a popover opens at it). */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  slot?: string;
  className?: string;
}

/**
 * An icon button in a page's toolbar, with the size and look of Ionic's (48 px, round, md),
 * as a plain button or link: ion-buttons, ion-button and ion-icon are three web components to
 * start for each, in the commit that puts a screen up.
 */
export function ToolbarButton({ icon, label, href, onClick, slot, className }: ToolbarButtonProps) {
  const link = useRouterLink(href ?? '');
  const classes = className ? `toolbar-button ${className}` : 'toolbar-button';
  if (href) {
    return (
      <a {...link} slot={slot} className={classes} aria-label={label}>
        <Icon icon={icon} />
      </a>
    );
  }
  return (
    <button type="button" slot={slot} className={classes} aria-label={label} onClick={onClick}>
      <Icon icon={icon} />
    </button>
  );
}
