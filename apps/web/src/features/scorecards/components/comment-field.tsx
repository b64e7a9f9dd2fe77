import { IonTextarea } from '@ionic/react';
import { useTranslation } from 'react-i18next';

/** The comment of a new card, the qualifying card's and the foreign card's alike. */
export function CommentField({
  value,
  onChange,
}: {
  value: string;
  onChange: (comment: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <IonTextarea
      label={t('scorecards.fields.comment')}
      labelPlacement="floating"
      fill="outline"
      autoGrow
      rows={3}
      maxlength={1000}
      value={value}
      onIonInput={(e) => onChange(e.detail.value ?? '')}
    />
  );
}
