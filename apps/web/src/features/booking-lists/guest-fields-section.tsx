import { IonSpinner } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminGuestField } from '@fairway/contract';
import { FormError } from '../../components/form-error';
import { errorMessage } from '../../i18n/error-message';
import { guestFieldsQuery, useSetGuestField } from './booking-lists.queries';

/** A field's row: shown and required, each saved as it is ticked. */
function FieldRow({ field }: { field: AdminGuestField }) {
  const { t } = useTranslation();
  const set = useSetGuestField();
  const label = t(`booking.guest.fields.${field.veld}`);
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>
        <input
          type="checkbox"
          className="lists__check"
          aria-label={t('bookingLists.guests.shownOf', { field: label })}
          checked={field.shown}
          disabled={set.isPending}
          // A hidden field is not asked for, so it is not required either.
          onChange={(e) =>
            set.mutate({
              veld: field.veld,
              setting: { shown: e.target.checked, required: e.target.checked && field.required },
            })
          }
        />
      </td>
      <td>
        <input
          type="checkbox"
          className="lists__check"
          aria-label={t('bookingLists.guests.requiredOf', { field: label })}
          checked={field.required}
          disabled={!field.shown || set.isPending}
          onChange={(e) =>
            set.mutate({ veld: field.veld, setting: { shown: true, required: e.target.checked } })
          }
        />
        {set.error ? <FormError>{errorMessage(t, set.error)}</FormError> : null}
      </td>
    </tr>
  );
}

/** Which fields the booking form asks of a guest, and which a guest cannot be booked without. */
export function GuestFieldsSection() {
  const { t } = useTranslation();
  const fields = useQuery(guestFieldsQuery());
  return (
    <section className="lists__section" aria-labelledby="lists-guests">
      <h2 id="lists-guests" className="admin__section-title">
        {t('bookingLists.guests.title')}
      </h2>
      <p className="lists__note">{t('bookingLists.guests.intro')}</p>
      {fields.isPending ? (
        <IonSpinner aria-label={t('common.loading')} />
      ) : fields.isError ? (
        <FormError>{errorMessage(t, fields.error)}</FormError>
      ) : (
        <table className="lists__fields">
          <thead>
            <tr>
              <th scope="col">{t('bookingLists.guests.field')}</th>
              <th scope="col">{t('bookingLists.guests.shown')}</th>
              <th scope="col">{t('bookingLists.guests.required')}</th>
            </tr>
          </thead>
          <tbody>
            {fields.data.fields.map((f) => (
              <FieldRow key={f.veld} field={f} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
