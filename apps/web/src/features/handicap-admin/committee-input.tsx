import { IonInput } from '@ionic/react';
import type { ComponentProps } from 'react';

type InputProps = Omit<
  ComponentProps<typeof IonInput>,
  'labelPlacement' | 'fill' | 'value' | 'onIonInput'
>;

/**
 * The committee forms' field: an outlined Ionic input with its label above it, whose text goes to
 * `onText` as it is typed.
 */
export function CommitteeInput({
  value,
  onText,
  ...rest
}: InputProps & { value: string; onText: (text: string) => void }) {
  return (
    <IonInput
      labelPlacement="stacked"
      fill="outline"
      {...rest}
      value={value}
      onIonInput={(e) => onText(String(e.detail.value ?? ''))}
    />
  );
}
