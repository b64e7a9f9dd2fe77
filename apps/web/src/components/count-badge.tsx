import './count-badge.css';

/**
 * A count in a red badge, 99+ above 99. The number is drawn by CSS from data-count and hidden
 * from assistive tech, so the name of what it sits on stays its own; say the count there.
 */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  return (
    <span
      className={className ? `menu-badge ${className}` : 'menu-badge'}
      data-count={count > 99 ? '99+' : count}
      aria-hidden="true"
    />
  );
}
