import { IonInput } from '@ionic/react';
import { LIMITS } from '@fairway/golf';

/**
 * The search box of every picker and list: an outlined field with a floating label and a clear
 * button, that tells its term after `debounce` ms of quiet (server searches) or at once (0, for a
 * list filtered on the phone).
 */
export function SearchField({
  label,
  hint,
  value,
  onChange,
  debounce = 250,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (term: string) => void;
  debounce?: number;
}) {
  return (
    <IonInput
      type="search"
      label={label}
      labelPlacement="floating"
      fill="outline"
      clearInput
      debounce={debounce}
      autocomplete="off"
      maxlength={LIMITS.SEARCH_MAX_CHARS}
      value={value}
      helperText={hint}
      onIonInput={(e) => onChange(e.detail.value ?? '')}
    />
  );
}
