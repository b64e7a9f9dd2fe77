import { IonButton, IonIcon } from '@ionic/react';
import { arrowDownOutline, arrowUpOutline } from 'ionicons/icons';

/**
 * Up and down a place in a list the club puts in order (the FAQ, cancellation reasons, guest
 * fields): the first cannot go up, the last not down. `onMove` gets -1 (up) or 1 (down).
 */
export function MoveButtons({
  index,
  count,
  disabled = false,
  size,
  upLabel,
  downLabel,
  onMove,
}: {
  index: number;
  count: number;
  disabled?: boolean;
  size?: 'small';
  upLabel: string;
  downLabel: string;
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <>
      <IonButton
        fill="clear"
        size={size}
        aria-label={upLabel}
        disabled={index === 0 || disabled}
        onClick={() => onMove(-1)}
      >
        <IonIcon slot="icon-only" icon={arrowUpOutline} aria-hidden="true" />
      </IonButton>
      <IonButton
        fill="clear"
        size={size}
        aria-label={downLabel}
        disabled={index === count - 1 || disabled}
        onClick={() => onMove(1)}
      >
        <IonIcon slot="icon-only" icon={arrowDownOutline} aria-hidden="true" />
      </IonButton>
    </>
  );
}

/** `items` with the one at `index` and its neighbour `by` away swapped. */
export function swapped<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...items];
  [next[index], next[index + by]] = [next[index + by]!, next[index]!];
  return next;
}
