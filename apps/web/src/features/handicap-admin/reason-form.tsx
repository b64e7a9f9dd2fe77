import { useState } from 'react';
import { IonButton, IonInput } from '@ionic/react';
import { useTranslation } from 'react-i18next';

/** A reason field and a button: every committee action says why (the member sees it). */
export function ReasonForm({
  label,
  onSubmit,
  busy,
  children,
}: {
  label: string;
  onSubmit: (reason: string) => void;
  busy: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <form
      className="handicap-admin__form"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(reason);
      }}
    >
      {children}
      <IonInput
        label={t('handicapAdmin.reason')}
        labelPlacement="stacked"
        fill="outline"
        value={reason}
        onIonInput={(e) => setReason(String(e.detail.value ?? ''))}
      />
      <IonButton type="submit" disabled={busy}>
        {label}
      </IonButton>
    </form>
  );
}
