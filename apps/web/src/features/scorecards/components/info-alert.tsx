import type { ComponentProps } from 'react';
import { IonAlert } from '@ionic/react';
import type { TFunction } from 'i18next';

/** What an alert that informs says: its title and its message. */
export interface InfoText {
  header: string;
  message: string;
}

/** The words of the alert on a card sent with empty holes; `message` says what happens to them. */
export function incompleteText(t: TFunction, message: string): InfoText {
  return { header: t('scorecards.errors.cardIncomplete'), message };
}

/** An alert open while there is `info`, worded by `text`. */
export function InfoAlert<T>({
  info,
  text,
  ...alert
}: {
  info: T | null;
  text: (info: T) => InfoText;
  buttons: ComponentProps<typeof IonAlert>['buttons'];
  onDidDismiss: () => void;
}) {
  const words = info === null ? null : text(info);
  return (
    <IonAlert isOpen={words !== null} header={words?.header} message={words?.message} {...alert} />
  );
}
