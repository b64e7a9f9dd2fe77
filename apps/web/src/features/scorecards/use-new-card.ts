import { useState } from 'react';
import { useIonRouter } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { errorMessage } from '../../i18n/error-message';
import { useSingleWrite } from '../../lib/use-single-write';
import { scorecardKeys } from './scorecards.queries';

/**
 * Making a card from a form (a qualifying card, a match card): one write at a time, then the
 * card lists are refreshed and score entry opens. A refusal is kept for the page's alert; `make`
 * may refuse itself (an allowed check) by calling `refuse` and answering null.
 */
export function useNewCard() {
  const { t } = useTranslation();
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const [refusal, refuse] = useState<string | null>(null);
  const { write, busy } = useSingleWrite();

  const create = async (make: (key: string) => Promise<{ id: number } | null>) => {
    try {
      await write.run(async (key) => {
        const card = await make(key);
        if (!card) return;
        await queryClient.invalidateQueries({ queryKey: scorecardKeys.all });
        router.push(`/app/score/${card.id}`, 'forward', 'replace');
      });
    } catch (e) {
      // Without a connection the app's connection alert says so (spec §8), and only it.
      if (isApiError(e) && e.status === 0) return;
      refuse(errorMessage(t, e));
    }
  };

  return { create, busy, refusal, refuse };
}
