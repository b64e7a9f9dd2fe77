import { IonSkeletonText } from '@ionic/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { lockClosedOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';

/**
 * What a card page (a past card, a card to mark) shows until its card is there: not found for an
 * id that is no card number, the load error with a retry, else the card's skeleton.
 */
export function CardLoading({ valid, card }: { valid: boolean; card: UseQueryResult<unknown> }) {
  const { t } = useTranslation();
  if (!valid) return <EmptyState icon={lockClosedOutline} title={t('errors.NOT_FOUND')} />;
  if (card.isError) return <LoadError error={card.error} onRetry={() => void card.refetch()} />;
  return (
    <div className="mark-card" aria-hidden="true">
      <IonSkeletonText animated style={{ width: '60%', height: 24 }} />
      <IonSkeletonText animated style={{ width: '80%' }} />
      <IonSkeletonText animated style={{ height: 320 }} />
    </div>
  );
}
