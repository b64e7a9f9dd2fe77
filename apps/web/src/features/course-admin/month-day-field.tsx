import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/select-field';
import { useLocale } from '../../i18n/use-locale';
import { dateTimeFormat } from '../../lib/intl-formats';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
const two = (n: number) => String(n).padStart(2, '0');

/** A day of the year ('MM-DD') as a day and a month, named in the app's language. */
export function MonthDayField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (monthDay: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [month, day] = value.split('-').map(Number) as [number, number];
  const monthName = dateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return (
    <div className="course-admin__month-day" role="group" aria-label={label}>
      <SelectField
        label={label}
        value={day}
        error={error}
        onChange={(e) => onChange(`${two(month)}-${two(Number(e.target.value))}`)}
      >
        {DAYS.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('teeSheetAdmin.month')}
        value={month}
        onChange={(e) => onChange(`${two(Number(e.target.value))}-${two(day)}`)}
      >
        {MONTHS.map((m) => (
          <option key={m} value={m}>
            {monthName.format(new Date(Date.UTC(2028, m - 1, 1)))}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
