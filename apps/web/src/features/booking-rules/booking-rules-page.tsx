import { useState } from 'react';
import { IonButton, IonSpinner } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  AdminCategoryBookingRules,
  CategoryBookingRules,
  MemberBookingRules,
} from '@fairway/contract';
import { BOOKING_RULE_OVERRIDES } from '@fairway/golf';
import { isApiError } from '../../api/api-error';
import { FormError } from '../../components/form-error';
import { AdminPage } from '../../components/admin-page';
import { errorMessage } from '../../i18n/error-message';
import { bookingRulesQuery, useSaveBookingRules } from './booking-rules.queries';
import { clubValue, fromDraft, toDraft, type RulesDraft } from './rules-form';
import '../admin/admin.css';
import './booking-rules.css';

type Field = keyof CategoryBookingRules;

/** How each rule is typed: a number, a time of day, hours:minutes, or on/off. */
const KIND: Record<Field, 'number' | 'time' | 'lead' | 'yesno'> = {
  days_ahead: 'number',
  opens_at: 'time',
  max_open: 'number',
  guests_per_booking: 'number',
  unnamed_players: 'yesno',
  edit_lead: 'lead',
  cancel_lead: 'lead',
};

/** One rule's field of a category; empty shows (and keeps) the club's setting. */
function RuleInput({
  field,
  category,
  club,
  value,
  invalid,
  onChange,
}: {
  field: Field;
  category: string;
  club: MemberBookingRules;
  value: string;
  invalid: boolean;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  const label = t('bookingRules.fieldOf', { field: t(`bookingRules.field.${field}`), category });
  const fallback = clubValue(club, field);
  if (KIND[field] === 'yesno')
    return (
      <select
        className="table-input rules__input"
        aria-label={label}
        aria-invalid={invalid}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">
          {t('bookingRules.clubSetting', {
            value: t(fallback === 'yes' ? 'bookingRules.yes' : 'bookingRules.no'),
          })}
        </option>
        <option value="yes">{t('bookingRules.yes')}</option>
        <option value="no">{t('bookingRules.no')}</option>
      </select>
    );
  return (
    <input
      className="table-input rules__input"
      aria-label={label}
      aria-invalid={invalid}
      inputMode={KIND[field] === 'number' ? 'numeric' : 'text'}
      placeholder={t('bookingRules.clubSetting', { value: fallback })}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** A category's row: its rules, saved together. */
function CategoryRow({
  category,
  club,
}: {
  category: AdminCategoryBookingRules;
  club: MemberBookingRules;
}) {
  const { t } = useTranslation();
  const save = useSaveBookingRules();
  const [draft, setDraft] = useState<RulesDraft>(() => toDraft(category.rules));
  const saved = toDraft(category.rules);
  const changed = BOOKING_RULE_OVERRIDES.some((f) => draft[f] !== saved[f]);
  const refused = isApiError(save.error) ? save.error.fields.map((f) => f.field) : [];
  return (
    <tr>
      <th scope="row" className="rules__category">
        <span className="rules__name">{category.naam}</span>
        <span className="rules__members">
          {t('bookingRules.members', { count: category.members })}
        </span>
      </th>
      {BOOKING_RULE_OVERRIDES.map((field) => (
        <td key={field} data-label={t(`bookingRules.field.${field}`)}>
          <RuleInput
            field={field}
            category={category.naam}
            club={club}
            value={draft[field]}
            invalid={refused.includes(field)}
            onChange={(v) => setDraft({ ...draft, [field]: v })}
          />
        </td>
      ))}
      <td className="rules__actions">
        <IonButton
          size="small"
          disabled={!changed || save.isPending}
          onClick={() => save.mutate({ id: category.id, rules: fromDraft(draft) })}
        >
          {t('bookingRules.save', { category: category.naam })}
        </IonButton>
        {save.isSuccess && !changed ? (
          <span className="rules__saved" role="status">
            {t('bookingRules.saved')}
          </span>
        ) : null}
        {save.error ? <FormError>{errorMessage(t, save.error)}</FormError> : null}
      </td>
    </tr>
  );
}

/**
 * Booking rules per member category (role tee_sheet_manager): each rule empty keeps the club's
 * setting, shown in the field. A change holds for what is booked from then on.
 */
export default function BookingRulesPage() {
  const { t } = useTranslation();
  const rules = useQuery(bookingRulesQuery());
  return (
    <AdminPage
      title={t('bookingRules.title')}
      backHref="/app/admin"
      intro={t('bookingRules.intro')}
      columnClass="admin__column--wide"
    >
      {rules.isPending ? (
        <div className="admin__pad ion-text-center">
          <IonSpinner aria-label={t('common.loading')} />
        </div>
      ) : rules.isError ? (
        <FormError>{errorMessage(t, rules.error)}</FormError>
      ) : rules.data.categories.length === 0 ? (
        <p className="admin__pad">{t('bookingRules.none')}</p>
      ) : (
        <table className="rules">
          <caption className="rules__caption">{t('bookingRules.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bookingRules.category')}</th>
              {BOOKING_RULE_OVERRIDES.map((f) => (
                <th scope="col" key={f}>
                  {t(`bookingRules.field.${f}`)}
                </th>
              ))}
              <th scope="col">
                <span className="rules__hidden">{t('bookingRules.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rules.data.categories.map((c) => (
              <CategoryRow key={c.id} category={c} club={rules.data.club} />
            ))}
          </tbody>
        </table>
      )}
    </AdminPage>
  );
}
