import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClubSettings, ClubSettingsResponse } from '@fairway/contract';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import type { Setting } from './settings-groups';

interface SettingFieldProps {
  setting: Setting;
  value: ClubSettings[keyof ClubSettings];
  courses: ClubSettingsResponse['courses'];
  invalid: boolean;
  onChange: (value: ClubSettings[keyof ClubSettings]) => void;
}

/** What is wrong with a field, in the words its kind calls for. */
function useErrorText(setting: Setting): string {
  const { t } = useTranslation();
  switch (setting.kind) {
    case 'number':
      return t('clubSettings.errors.range', { min: setting.min, max: setting.max });
    case 'lead':
      return t('clubSettings.errors.lead');
    case 'time':
      return t('clubSettings.errors.time');
    case 'url':
      return t('clubSettings.errors.url');
    case 'text':
      return t('clubSettings.errors.text');
    case 'course':
      return t('clubSettings.errors.course');
    default:
      return t('clubSettings.errors.choice');
  }
}

/** A switch: its label, and what it does underneath (read with it). */
function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="club-settings__toggle">
      <label htmlFor={id} className="club-settings__toggle-label">
        {label}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="club-settings__switch"
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.checked)}
      />
      <p id={`${id}-hint`} className="club-settings__hint">
        {hint}
      </p>
    </div>
  );
}

/** One setting of the club: its input by kind, its label and its one-line explanation. */
export function SettingField({ setting, value, courses, invalid, onChange }: SettingFieldProps) {
  const { t } = useTranslation();
  const label = t(`clubSettings.fields.${setting.field}.label`);
  const hint = t(`clubSettings.fields.${setting.field}.hint`);
  const error = useErrorText(setting);
  const shown = invalid ? error : undefined;
  switch (setting.kind) {
    case 'toggle':
      return <Toggle label={label} hint={hint} checked={value === true} onChange={onChange} />;
    case 'choice':
      return (
        <SelectField
          label={label}
          hint={hint}
          error={shown}
          value={String(value)}
          onChange={(e) => onChange(e.target.value as never)}
        >
          {setting.options.map((o) => (
            <option key={o} value={o}>
              {t(`${setting.labels}.${o}` as never)}
            </option>
          ))}
        </SelectField>
      );
    case 'course':
      return (
        <SelectField
          label={label}
          hint={hint}
          error={shown}
          value={value === null ? '' : String(value)}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        >
          <option value="">{t('clubSettings.noDefaultCourse')}</option>
          {courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.naam}
            </option>
          ))}
        </SelectField>
      );
    case 'number':
      return (
        <TextField
          label={label}
          hint={hint}
          error={shown}
          type="number"
          inputMode="numeric"
          min={setting.min}
          max={setting.max}
          value={Number.isNaN(value) ? '' : String(value)}
          onChange={(e) => onChange(e.target.valueAsNumber)}
        />
      );
    case 'text':
    case 'url':
      return (
        <TextField
          label={label}
          hint={hint}
          error={shown}
          type={setting.kind === 'url' ? 'url' : 'text'}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) =>
            onChange(
              e.target.value === '' && (setting.kind === 'url' || setting.optional)
                ? null
                : e.target.value,
            )
          }
        />
      );
    case 'lead':
    case 'time':
      return (
        <TextField
          label={label}
          hint={hint}
          error={shown}
          inputMode="numeric"
          placeholder={setting.kind === 'lead' ? '02:00' : '07:00'}
          value={String(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
