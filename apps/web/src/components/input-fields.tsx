import { IonInput } from '@ionic/react';

/** One text field of an InputFields table; `input` holds what a field adds (type, keyboard). */
export interface InputFieldSpec<K extends string> {
  key: K;
  label: string;
  maxlength: number;
  input?: {
    type?: 'email';
    inputmode?: 'email' | 'decimal' | 'numeric';
  };
}

/**
 * Outlined text fields with floating labels from a table, each editing one string of `values`:
 * the guest forms (a marker, a match guest) and an unknown course's data are such lists.
 */
export function InputFields<K extends string>({
  fields,
  values,
  onChange,
  autocomplete,
  markEmpty = false,
}: {
  fields: readonly InputFieldSpec<K>[];
  values: Readonly<Record<K, string>>;
  onChange: (key: K, value: string) => void;
  autocomplete?: 'off';
  /** The form was refused for a missing value: its empty fields show as invalid. */
  markEmpty?: boolean;
}) {
  return fields.map(({ key, label, maxlength, input }) => (
    <IonInput
      key={key}
      className={markEmpty && !values[key].trim() ? 'ion-invalid ion-touched' : undefined}
      label={label}
      labelPlacement="floating"
      fill="outline"
      {...input}
      {...(autocomplete ? { autocomplete } : {})}
      maxlength={maxlength}
      value={values[key]}
      onIonInput={(e) => onChange(key, e.detail.value ?? '')}
    />
  ));
}
