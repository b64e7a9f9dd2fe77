import { IonInput, IonToggle } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { AdminMember, AdminMemberCategory } from '@fairway/contract';
import { LANGUAGES } from '@fairway/golf';
import { SelectField } from '../../components/select-field';
import { formatDate } from '../../lib/dates';
import { useGolfFormat } from '../../lib/golf-format';
import type { FieldErrors, MemberField, MemberForm } from './member-form';

type TextKey = Exclude<keyof MemberForm, 'is_gast' | 'category_id' | 'geslacht' | 'voorkeurstaal'>;

/** A text field of the form: its label and what the field's input adds. */
interface TextSpec {
  key: TextKey;
  maxlength: number;
  type?: 'email' | 'tel' | 'date';
  /** The federation's data of the player: locked while the player is shared with another club. */
  identity?: boolean;
  autocomplete?: string;
}

const PERSON: readonly TextSpec[] = [
  { key: 'voorletters', maxlength: 20, identity: true },
  { key: 'roepnaam', maxlength: 60, identity: true },
  { key: 'tussenvoegsel', maxlength: 30, identity: true },
  { key: 'achternaam', maxlength: 80, identity: true },
  { key: 'geboortedatum', maxlength: 10, type: 'date', identity: true },
  { key: 'gsn', maxlength: 20, identity: true },
];
const CONTACT: readonly TextSpec[] = [
  { key: 'email', maxlength: 254, type: 'email' },
  { key: 'telefoon', maxlength: 30, type: 'tel' },
  { key: 'mobiel', maxlength: 30, type: 'tel' },
];
const CLUB: readonly TextSpec[] = [
  { key: 'username', maxlength: 60, autocomplete: 'off' },
  { key: 'extra_veld_1', maxlength: 200 },
];
const START: readonly TextSpec[] = [
  { key: 'start_index', maxlength: 5 },
  { key: 'start_index_date', maxlength: 10, type: 'date' },
];

export interface FieldsProps {
  form: MemberForm;
  errors: FieldErrors;
  set: <K extends keyof MemberForm>(key: K, value: MemberForm[K]) => void;
  /** The member being edited; undefined for a new one. */
  member: AdminMember | undefined;
  categories: readonly AdminMemberCategory[];
}

function TextFields({
  specs,
  form,
  errors,
  set,
  member,
}: FieldsProps & { specs: readonly TextSpec[] }) {
  const { t } = useTranslation();
  return specs.map(({ key, maxlength, type, identity, autocomplete }) => {
    const error = errors[key as MemberField];
    return (
      <IonInput
        key={key}
        className={error ? 'ion-invalid ion-touched' : undefined}
        label={t(`memberAdmin.field.${key}`)}
        labelPlacement={type === 'date' ? 'stacked' : 'floating'}
        fill="outline"
        {...(type ? { type } : {})}
        {...(autocomplete ? { autocomplete: autocomplete as 'off' } : {})}
        {...(key === 'start_index' ? { inputmode: 'decimal' as const } : {})}
        maxlength={maxlength}
        disabled={!!identity && !!member?.shared}
        value={form[key]}
        errorText={error ? t(error as never) : undefined}
        onIonInput={(e) => set(key, e.detail.value ?? '')}
      />
    );
  });
}

/**
 * The member form's fields in groups: the person (the federation's data, locked where another
 * club shares the player), contact, the club's own fields, and the start index — entered for a
 * new member only, shown read-only once set (the handicap committee corrects it).
 */
export function MemberFields(props: FieldsProps) {
  const { t } = useTranslation();
  const golf = useGolfFormat();
  const { form, errors, set, member, categories } = props;
  const startFixed = member !== undefined && member.start_index !== null;
  return (
    <>
      <h2 className="admin__section-title member-admin__wide">{t('memberAdmin.person')}</h2>
      {member?.shared ? (
        <p className="member-admin__readonly member-admin__wide">{t('memberAdmin.sharedNote')}</p>
      ) : null}
      <TextFields {...props} specs={PERSON} />
      <SelectField
        label={t('memberAdmin.field.geslacht')}
        value={form.geslacht}
        disabled={!!member?.shared}
        onChange={(e) => set('geslacht', e.target.value)}
      >
        {(['m', 'v'] as const).map((g) => (
          <option key={g} value={g}>
            {t(`common.genders.${g}`)}
          </option>
        ))}
      </SelectField>
      <h2 className="admin__section-title member-admin__wide">{t('memberAdmin.contact')}</h2>
      <TextFields {...props} specs={CONTACT} />
      <SelectField
        label={t('memberAdmin.field.voorkeurstaal')}
        value={form.voorkeurstaal}
        onChange={(e) => set('voorkeurstaal', e.target.value)}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {t(`common.languages.${l}`)}
          </option>
        ))}
      </SelectField>
      <h2 className="admin__section-title member-admin__wide">{t('memberAdmin.membership')}</h2>
      <SelectField
        label={t('memberAdmin.field.category_id')}
        value={form.category_id === null ? '' : String(form.category_id)}
        error={errors.category_id ? t(errors.category_id as never) : undefined}
        onChange={(e) => set('category_id', e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{t('memberAdmin.noCategory')}</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.naam}
          </option>
        ))}
      </SelectField>
      <TextFields {...props} specs={CLUB} />
      <IonToggle
        className="member-admin__wide member-admin__toggle"
        checked={form.is_gast}
        onIonChange={(e) => set('is_gast', e.detail.checked)}
      >
        {t('memberAdmin.field.is_gast')}
      </IonToggle>
      <h2 className="admin__section-title member-admin__wide">{t('memberAdmin.startIndex')}</h2>
      {startFixed ? (
        <p className="member-admin__readonly member-admin__wide">
          {t('memberAdmin.startIndexFixed', {
            index: golf.handicap(member.start_index),
            date: formatDate(member.start_index_date),
          })}
        </p>
      ) : (
        <>
          <p className="member-admin__readonly member-admin__wide">
            {t('memberAdmin.startIndexHint')}
          </p>
          <TextFields {...props} specs={START} />
        </>
      )}
    </>
  );
}
