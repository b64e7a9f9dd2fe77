import type { Job } from '../jobs/scheduler';
import type { PaymentsService } from './payments.service';

/**
 * How often the provider is asked about attempts and refunds left unsettled. A lost webhook
 * is caught up within this time (Mollie also retries its webhook for a day); iDEAL checkouts
 * expire after about 15 minutes, so most attempts settle within a few passes.
 */
export const RECONCILE_EVERY_MS = 5 * 60_000;

export function paymentJobs(payments: PaymentsService): Job[] {
  return [
    {
      name: 'reconcile-payments',
      everyMs: RECONCILE_EVERY_MS,
      run: async () => {
        await payments.reconcile();
      },
    },
  ];
}
