import { useEffect, type ReactNode } from 'react';
import { IonIcon } from '@ionic/react';
import { arrowForward, backspaceOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';

interface KeypadProps {
  onDigit: (digit: string) => void;
  onClear: () => void;
  onNext: () => void;
  disabled?: boolean;
}

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The on-screen score keypad (spec §5): big keys for a thumb on the course, never the phone's own
 * keyboard. A hardware keyboard works too (digits, Backspace, Enter), except while typing in a
 * form field.
 */
export function Keypad({ onDigit, onClear, onNext, disabled }: KeypadProps) {
  const { t } = useTranslation();

  useEffect(() => {
    if (disabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      if (/^[0-9]$/.test(e.key)) onDigit(e.key);
      else if (e.key === 'Backspace' || e.key === 'Delete') onClear();
      else if (e.key === 'Enter' || e.key === 'ArrowRight') onNext();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [disabled, onDigit, onClear, onNext]);

  return (
    <div className="keypad" role="group" aria-label={t('scorecards.keypad.label')}>
      {DIGITS.map((d) => (
        <Key key={d} disabled={disabled} onClick={() => onDigit(d)}>
          {d}
        </Key>
      ))}
      <Key action disabled={disabled} onClick={onClear} label={t('scorecards.keypad.clear')}>
        <IonIcon icon={backspaceOutline} aria-hidden="true" />
      </Key>
      <Key disabled={disabled} onClick={() => onDigit('0')}>
        0
      </Key>
      <Key action next disabled={disabled} onClick={onNext} label={t('scorecards.keypad.next')}>
        <IonIcon icon={arrowForward} aria-hidden="true" />
      </Key>
    </div>
  );
}

/** A key of the pad; `action` keys (clear, next) are drawn apart from the digits. */
function Key(props: {
  disabled: boolean | undefined;
  onClick: () => void;
  action?: boolean;
  next?: boolean;
  label?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`keypad__key${props.action ? ' keypad__key--action' : ''}${props.next ? ' keypad__key--next' : ''}`}
      disabled={props.disabled}
      onClick={props.onClick}
      aria-label={props.label}
    >
      {props.children}
    </button>
  );
}
