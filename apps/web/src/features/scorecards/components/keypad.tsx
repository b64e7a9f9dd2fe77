import { useEffect } from 'react';
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
        <button
          key={d}
          type="button"
          className="keypad__key"
          disabled={disabled}
          onClick={() => onDigit(d)}
        >
          {d}
        </button>
      ))}
      <button
        type="button"
        className="keypad__key keypad__key--action"
        disabled={disabled}
        onClick={onClear}
        aria-label={t('scorecards.keypad.clear')}
      >
        <IonIcon icon={backspaceOutline} aria-hidden="true" />
      </button>
      <button
        type="button"
        className="keypad__key"
        disabled={disabled}
        onClick={() => onDigit('0')}
      >
        0
      </button>
      <button
        type="button"
        className="keypad__key keypad__key--action keypad__key--next"
        disabled={disabled}
        onClick={onNext}
        aria-label={t('scorecards.keypad.next')}
      >
        <IonIcon icon={arrowForward} aria-hidden="true" />
      </button>
    </div>
  );
}
