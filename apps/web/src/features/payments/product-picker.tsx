import { IonButton, IonIcon } from '@ionic/react';
import { addOutline, removeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { MatchProduct } from '@fairway/contract';
import { formatEuroCents } from '@fairway/golf';
import './payments.css';

/** A product taken with a sign-up (spec §3 Registration `producten`). */
export interface ProductChoice {
  id: number;
  aantal: number;
}

/** The contract's limit on how many of one product a sign-up takes. */
const MAX_PER_PRODUCT = 20;

/**
 * The match's products at sign-up (lunch, dinner), each with how many: they go on the sign-up's
 * bon with the fee. Locked once the bon is paid or being paid (a paid bon does not change).
 */
export function ProductPicker({
  products,
  value,
  onChange,
  locked,
}: {
  products: MatchProduct[];
  value: ProductChoice[];
  onChange: (next: ProductChoice[]) => void;
  locked: boolean;
}) {
  const { t } = useTranslation();
  const countOf = (id: number) => value.find((p) => p.id === id)?.aantal ?? 0;
  const set = (id: number, aantal: number) =>
    onChange(
      aantal <= 0
        ? value.filter((p) => p.id !== id)
        : value.some((p) => p.id === id)
          ? value.map((p) => (p.id === id ? { id, aantal } : p))
          : [...value, { id, aantal }],
    );
  return (
    <fieldset className="products" disabled={locked}>
      <legend>{t('payments.products.title')}</legend>
      {locked ? <p className="pay-notice">{t('payments.products.locked')}</p> : null}
      <ul className="products__list">
        {products.map((p) => {
          const n = countOf(p.id);
          return (
            <li key={p.id} className="products__item">
              <span className="products__name">
                {p.naam}
                <span className="products__price">{formatEuroCents(p.prijs_cents)}</span>
              </span>
              <span className="products__stepper">
                <IonButton
                  fill="outline"
                  size="small"
                  disabled={locked || n === 0}
                  aria-label={t('payments.products.less', { name: p.naam })}
                  onClick={() => set(p.id, n - 1)}
                >
                  <IonIcon icon={removeOutline} aria-hidden="true" />
                </IonButton>
                <output
                  className="products__count"
                  aria-label={t('payments.products.count', { name: p.naam })}
                >
                  {n}
                </output>
                <IonButton
                  fill="outline"
                  size="small"
                  disabled={locked || n >= MAX_PER_PRODUCT}
                  aria-label={t('payments.products.more', { name: p.naam })}
                  onClick={() => set(p.id, n + 1)}
                >
                  <IonIcon icon={addOutline} aria-hidden="true" />
                </IonButton>
              </span>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
