import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { FieldError, RemoveButton, Section, type DraftSectionProps } from './match-form-fields';

/** The categories a match ranks its players in, each by a handicap range and gender. */
export function CategoriesSection({ d, set, err }: DraftSectionProps) {
  const { t } = useTranslation();
  return (
    <Section title={t('matchAdmin.form.categories')}>
      {d.categories.length === 0 ? (
        <p className="form-card__intro">{t('matchAdmin.form.noCategories')}</p>
      ) : null}
      {d.categories.map((c, i) => {
        const change = (patch: Partial<typeof c>) =>
          set(
            'categories',
            d.categories.map((x, j) => (j === i ? { ...x, ...patch } : x)),
          );
        return (
          <fieldset key={c.id ?? `new-${i}`} className="match-form__row">
            <legend className="sr-only">{t('matchAdmin.form.categoryN', { n: i + 1 })}</legend>
            <TextField
              label={t('matchAdmin.form.categoryName')}
              value={c.naam}
              maxLength={60}
              error={err(`categories.${i}.naam`)}
              onChange={(e) => change({ naam: e.target.value })}
            />
            <div className="match-form__pair">
              <TextField
                label={t('matchAdmin.form.hcpFrom')}
                inputMode="decimal"
                value={c.min}
                error={err(`categories.${i}.min`)}
                onChange={(e) => change({ min: e.target.value })}
              />
              <TextField
                label={t('matchAdmin.form.hcpTo')}
                inputMode="decimal"
                value={c.max}
                error={err(`categories.${i}.max`)}
                onChange={(e) => change({ max: e.target.value })}
              />
            </div>
            <SelectField
              label={t('matchAdmin.form.gender')}
              value={c.geslacht}
              onChange={(e) => change({ geslacht: e.target.value as typeof c.geslacht })}
            >
              <option value="">{t('matchAdmin.form.genders.all')}</option>
              <option value="m">{t('matchAdmin.form.genders.m')}</option>
              <option value="v">{t('matchAdmin.form.genders.v')}</option>
            </SelectField>
            <RemoveButton
              onClick={() =>
                set(
                  'categories',
                  d.categories.filter((_, j) => j !== i),
                )
              }
            />
          </fieldset>
        );
      })}
      <FieldError text={err('categories')} />
      <IonButton
        fill="outline"
        disabled={d.categories.length >= 10}
        onClick={() =>
          set('categories', [...d.categories, { naam: '', min: '', max: '', geslacht: '' }])
        }
      >
        {t('matchAdmin.form.addCategory')}
      </IonButton>
    </Section>
  );
}
