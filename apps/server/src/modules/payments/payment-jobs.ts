import type { RecurringJob } from '../jobs';
import type { PaymentReconciliation } from './payment-reconciliation';

/**
 * When the provider is asked about attempts and refunds left unsettled: every 5 minutes. A lost
 * webhook is caught up within this time (Mollie also retries its webhook for a day); iDEAL
 * checkouts expire after about 15 minutes, so most attempts settle within a few passes.
 */
export const RECONCILE_CRON = '*/5 * * * *';

export function paymentJobs(payments: PaymentReconciliation): RecurringJob[] {
  return [
    {
      name: 'reconcile-payments',
      cron: RECONCILE_CRON,
      run: async () => {
        await payments.reconcile();
      },
    },
  ];
}
