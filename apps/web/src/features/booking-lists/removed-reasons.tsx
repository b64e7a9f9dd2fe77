import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { AdminArchivedReason } from '@fairway/contract';
import { isApiError } from '../../api/api-error';
import { FormError } from '../../components/form-error';
import { errorMessage } from '../../i18n/error-message';
import { useChangeReasons } from './booking-lists.queries';

/** The removed reason of the name `naam`, compared as the server compares names. */
const removedOf = (archived: AdminArchivedReason[], naam: string) => {
  const key = naam.trim().toLocaleLowerCase('nl');
  return archived.find((r) => r.naam.toLocaleLowerCase('nl') === key);
};

/** Restores the removed reason `reason` (listed last again); `onDone` once it is. */
function RestoreButton({
  reason,
  fill,
  onDone,
}: {
  reason: AdminArchivedReason;
  fill: 'outline' | 'solid';
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const restore = useChangeReasons();
  return (
    <>
      <IonButton
        size="small"
        fill={fill}
        disabled={restore.isPending}
        aria-label={t('bookingLists.reasons.restoreOf', { naam: reason.naam })}
        // Not mutate's onSuccess: the restored reason's answer unmounts this button (the name is
        // no longer a removed one's) before that would run; the refusal shows as restore.error.
        onClick={() =>
          void restore.mutateAsync({ kind: 'restore', id: reason.id }).then(onDone, () => undefined)
        }
      >
        {t('bookingLists.reasons.restore')}
      </IonButton>
      {restore.error ? <FormError>{errorMessage(t, restore.error)}</FormError> : null}
    </>
  );
}

/**
 * A refused add or rename: a name a removed reason has is offered back (the server refuses to make
 * a second reason of that name, 409), a name a listed reason has is said so, anything else as
 * any refusal. `onRestored`: the removed reason was restored instead.
 */
export function ReasonError({
  error,
  naam,
  archived,
  onRestored,
}: {
  error: unknown;
  naam: string;
  archived: AdminArchivedReason[];
  onRestored: () => void;
}) {
  const { t } = useTranslation();
  if (!error) return null;
  if (!isApiError(error) || error.code !== 'CONFLICT') {
    return <FormError>{errorMessage(t, error)}</FormError>;
  }
  const removed = removedOf(archived, naam);
  if (!removed) {
    return <FormError>{t('bookingLists.reasons.exists', { naam: naam.trim() })}</FormError>;
  }
  return (
    <div className="lists__conflict">
      <FormError>{t('bookingLists.reasons.wasRemoved', { naam: removed.naam })}</FormError>
      <RestoreButton reason={removed} fill="solid" onDone={onRestored} />
    </div>
  );
}

/** The removed reasons, folded away: members no longer see them; each can be restored. */
export function RemovedReasons({ archived }: { archived: AdminArchivedReason[] }) {
  const { t } = useTranslation();
  return (
    <details className="lists__removed">
      <summary>{t('bookingLists.reasons.removed', { n: archived.length })}</summary>
      <p className="lists__note">{t('bookingLists.reasons.removedIntro')}</p>
      <ul className="lists__reasons">
        {archived.map((r) => (
          <li key={r.id} className="lists__reason">
            <span className="lists__name">{r.naam}</span>
            <span className="lists__used">{t('bookingLists.reasons.used', { count: r.used })}</span>
            <span className="lists__buttons">
              <RestoreButton reason={r} fill="outline" />
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
