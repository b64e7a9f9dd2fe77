import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminGuestField, AdminGuestFieldName } from '@fairway/contract';
import { FormError } from '../../components/form-error';
import { MoveButtons, swapped } from '../../components/move-buttons';
import { errorMessage } from '../../i18n/error-message';
import { guestFieldsQuery, useChangeGuestFields } from './booking-lists.queries';
import { ListsSection } from './lists-section';

function Check({
  label,
  onChange,
  ...rest
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className="lists__check"
      aria-label={label}
      {...rest}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

/**
 * A field's row: moved up or down a place (the order the booking form asks them in), shown and
 * required, each saved as it is changed.
 */
function FieldRow({
  field,
  index,
  order,
}: {
  field: AdminGuestField;
  index: number;
  order: AdminGuestFieldName[];
}) {
  const { t } = useTranslation();
  const change = useChangeGuestFields();
  const label = t(`booking.guest.fields.${field.veld}`);
  const set = (shown: boolean, required: boolean) =>
    change.mutate({ kind: 'set', veld: field.veld, setting: { shown, required } });
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className="lists__order">
        <MoveButtons
          index={index}
          count={order.length}
          size="small"
          disabled={change.isPending}
          upLabel={t('bookingLists.guests.up', { field: label })}
          downLabel={t('bookingLists.guests.down', { field: label })}
          onMove={(by) => change.mutate({ kind: 'order', fields: swapped(order, index, by) })}
        />
      </td>
      <td>
        <Check
          label={t('bookingLists.guests.shownOf', { field: label })}
          checked={field.shown}
          disabled={change.isPending}
          // A hidden field is not asked for, so it is not required either.
          onChange={(shown) => set(shown, shown && field.required)}
        />
      </td>
      <td>
        <Check
          label={t('bookingLists.guests.requiredOf', { field: label })}
          checked={field.required}
          disabled={!field.shown || change.isPending}
          onChange={(required) => set(true, required)}
        />
        {change.error ? <FormError>{errorMessage(t, change.error)}</FormError> : null}
      </td>
    </tr>
  );
}

/**
 * Which fields the booking form asks of a guest and in what order, and which a guest cannot be
 * booked without.
 */
export function GuestFieldsSection() {
  const { t } = useTranslation();
  const fields = useQuery(guestFieldsQuery());
  return (
    <ListsSection
      id="lists-guests"
      title={t('bookingLists.guests.title')}
      intro={t('bookingLists.guests.intro')}
      list={fields}
    >
      {(data) => (
        <table className="lists__fields">
          <thead>
            <tr>
              <th scope="col">{t('bookingLists.guests.field')}</th>
              <th scope="col">{t('bookingLists.guests.order')}</th>
              <th scope="col">{t('bookingLists.guests.shown')}</th>
              <th scope="col">{t('bookingLists.guests.required')}</th>
            </tr>
          </thead>
          <tbody>
            {data.fields.map((f, i) => (
              <FieldRow key={f.veld} field={f} index={i} order={data.fields.map((x) => x.veld)} />
            ))}
          </tbody>
        </table>
      )}
    </ListsSection>
  );
}
