import { useTranslation } from 'react-i18next';
import './payments.css';

/** Whether a sign-up has paid, beside it in the participants list (nothing when it costs nothing). */
export function PaidMark({ paid }: { paid: boolean | null }) {
  const { t } = useTranslation();
  if (paid === null) return null;
  return (
    <span className={`pay-mark pay-mark--${paid ? 'paid' : 'open'}`}>
      {paid ? t('payments.mark.paid') : t('payments.mark.open')}
    </span>
  );
}
