import type { Job } from '../jobs';
import type { PaymentReconciliation } from './payment-reconciliation';

/**
 * How often the provider is asked about attempts and refunds left unsettled. A lost webhook
 * is caught up within this time (Mollie also retries its webhook for a day); iDEAL checkouts
 * expire after about 15 minutes, so most attempts settle within a few passes.
 */
export const RECONCILE_EVERY_MS = 5 * 60_000;

export function paymentJobs(payments: PaymentReconciliation): Job[] {
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
