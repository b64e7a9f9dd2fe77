import type { ReactNode } from 'react';
import { IonSpinner } from '@ionic/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form-error';
import { errorMessage } from '../../i18n/error-message';

/** A list's read: a spinner while it loads, its refusal, `none` when empty, else the list. */
export function QueryState<T>({
  query,
  isEmpty,
  none,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  none: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <div className="admin__pad ion-text-center">
        <IonSpinner aria-label={t('common.loading')} />
      </div>
    );
  if (query.isError) return <FormError>{errorMessage(t, query.error)}</FormError>;
  return isEmpty(query.data) ? <p className="admin__pad">{none}</p> : children(query.data);
}
