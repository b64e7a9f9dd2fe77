import { IonButton, IonIcon, IonItem, IonLabel, IonList, IonSpinner } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { addOutline, pencilOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { FAQ_TRANSLATIONS, type AdminFaqItem } from '@fairway/contract';
import { AdminPage } from '../../components/admin-page';
import { FormError } from '../../components/form-error';
import { LoadError } from '../../components/load-error';
import { MoveButtons } from '../../components/move-buttons';
import { errorMessage } from '../../i18n/error-message';
import { adminFaqQuery, useMoveFaq } from './faq-admin.queries';
import '../admin/admin.css';
import './faq-admin.css';

/** The languages an entry is written in: Dutch always, the translations it has. */
function Languages({ item }: { item: AdminFaqItem }) {
  const { t } = useTranslation();
  const written = ['nl_NL' as const, ...FAQ_TRANSLATIONS.filter((taal) => item[taal] !== null)];
  return (
    <span className="faq-admin__languages">
      {written.map((taal) => (
        <span key={taal} className="admin__chip">
          {t(`common.languages.${taal}`)}
        </span>
      ))}
    </span>
  );
}

/**
 * The club's FAQ in the members' order (role news_editor): each entry moved up or down a place,
 * or opened to be edited in every language; a new one is added at the end.
 */
export default function FaqListPage() {
  const { t } = useTranslation();
  const faq = useQuery(adminFaqQuery());
  const move = useMoveFaq();
  const items = faq.data?.items ?? [];
  return (
    <AdminPage title={t('faqAdmin.title')} backHref="/app/admin" intro={t('faqAdmin.intro')}>
      <div className="admin__pad">
        <IonButton routerLink="/app/admin/faq/new">
          <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
          {t('faqAdmin.new')}
        </IonButton>
      </div>
      {move.error ? <FormError>{errorMessage(t, move.error)}</FormError> : null}
      {faq.isError && !faq.data ? (
        <LoadError error={faq.error} onRetry={() => void faq.refetch()} />
      ) : !faq.data ? (
        <div className="admin__pad ion-text-center">
          <IonSpinner aria-label={t('common.loading')} />
        </div>
      ) : items.length === 0 ? (
        <p className="admin__pad">{t('faqAdmin.empty')}</p>
      ) : (
        <IonList inset className="faq-admin__list">
          {items.map((item, i) => (
            <IonItem key={item.id} className="faq-admin__item">
              <IonLabel className="ion-text-wrap">
                <h2>{item.nl_NL.vraag}</h2>
                <Languages item={item} />
              </IonLabel>
              <div slot="end" className="faq-admin__buttons">
                <MoveButtons
                  index={i}
                  count={items.length}
                  disabled={move.isPending}
                  upLabel={t('faqAdmin.moveUp', { question: item.nl_NL.vraag })}
                  downLabel={t('faqAdmin.moveDown', { question: item.nl_NL.vraag })}
                  onMove={(by) => move.mutate({ id: item.id, position: i + by })}
                />
                <IonButton
                  fill="clear"
                  routerLink={`/app/admin/faq/${item.id}`}
                  aria-label={t('faqAdmin.edit', { question: item.nl_NL.vraag })}
                >
                  <IonIcon slot="icon-only" icon={pencilOutline} aria-hidden="true" />
                </IonButton>
              </div>
            </IonItem>
          ))}
        </IonList>
      )}
    </AdminPage>
  );
}
