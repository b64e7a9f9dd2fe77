import type { ReactNode } from 'react';
import { IonSpinner } from '@ionic/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form-error';
import { errorMessage } from '../../i18n/error-message';

/**
 * One section of the booking lists page: its title, what it is for, and what `children` shows of
 * the loaded list (a spinner while it loads, the error when it cannot); `after` follows either way.
 */
export function ListsSection<T>({
  id,
  title,
  intro,
  list,
  children,
  after,
}: {
  id: string;
  title: string;
  intro: string;
  list: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="lists__section" aria-labelledby={id}>
      <h2 id={id} className="admin__section-title">
        {title}
      </h2>
      <p className="lists__note">{intro}</p>
      {list.isPending ? (
        <IonSpinner aria-label={t('common.loading')} />
      ) : list.isError ? (
        <FormError>{errorMessage(t, list.error)}</FormError>
      ) : (
        children(list.data)
      )}
      {after}
    </section>
  );
}
