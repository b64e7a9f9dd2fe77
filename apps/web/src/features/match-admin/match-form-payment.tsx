import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/text-field';
import {
  Check,
  FieldError,
  RemoveButton,
  Section,
  type DraftSectionProps,
} from './match-form-fields';

/** What a sign-up costs: the fee, the products on top of it, and how it is paid and refunded. */
export function PaymentSection({ d, set, err }: DraftSectionProps) {
  const { t } = useTranslation();
  return (
    <Section title={t('matchAdmin.form.payment')}>
      <TextField
        label={t('matchAdmin.form.fee')}
        inputMode="decimal"
        placeholder="0,00"
        value={d.fee}
        error={err('fee')}
        onChange={(e) => set('fee', e.target.value)}
      />
      <Check
        label={t('matchAdmin.form.ideal')}
        checked={d.ideal}
        onChange={(v) => set('ideal', v)}
      />
      <p className="form-card__intro">{t('matchAdmin.form.idealHint')}</p>
      <FieldError text={err('ideal')} />
      <Check
        label={t('matchAdmin.form.refund')}
        checked={d.refund}
        onChange={(v) => set('refund', v)}
      />
      <p className="form-card__intro">{t('matchAdmin.form.refundHint')}</p>
      <FieldError text={err('refund')} />
      {d.products.map((p, i) => {
        const change = (patch: Partial<typeof p>) =>
          set(
            'products',
            d.products.map((x, j) => (j === i ? { ...x, ...patch } : x)),
          );
        return (
          <fieldset key={p.id ?? `new-${i}`} className="match-form__row">
            <legend className="sr-only">{t('matchAdmin.form.productN', { n: i + 1 })}</legend>
            <div className="match-form__pair match-form__pair--wide">
              <TextField
                label={t('matchAdmin.form.productName')}
                value={p.naam}
                maxLength={60}
                error={err(`products.${i}.naam`)}
                onChange={(e) => change({ naam: e.target.value })}
              />
              <TextField
                label={t('matchAdmin.form.price')}
                inputMode="decimal"
                placeholder="0,00"
                value={p.prijs}
                error={err(`products.${i}.prijs`)}
                onChange={(e) => change({ prijs: e.target.value })}
              />
            </div>
            <RemoveButton
              onClick={() =>
                set(
                  'products',
                  d.products.filter((_, j) => j !== i),
                )
              }
            />
          </fieldset>
        );
      })}
      <FieldError text={err('products')} />
      <IonButton
        fill="outline"
        disabled={d.products.length >= 20}
        onClick={() => set('products', [...d.products, { naam: '', prijs: '' }])}
      >
        {t('matchAdmin.form.addProduct')}
      </IonButton>
    </Section>
  );
}
