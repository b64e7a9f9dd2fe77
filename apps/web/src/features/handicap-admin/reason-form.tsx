import { useState } from 'react';
import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { CommitteeInput } from './committee-input';

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
      <CommitteeInput label={t('handicapAdmin.reason')} value={reason} onText={setReason} />
      <IonButton type="submit" disabled={busy}>
        {label}
      </IonButton>
    </form>
  );
}
