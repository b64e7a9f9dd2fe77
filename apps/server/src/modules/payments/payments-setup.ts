import type { Db } from '../../db/connect';
import type { ClubRepository } from '../club';
import { DemoProvider } from './demo-provider';
import { DemoProviderRepository } from './demo-provider.repository';
import type { PaymentsLog } from './payments-log';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import type { PaymentProvider } from './provider';

/** How a server takes payments: the provider (Mollie's, a test's, the demo's or none). */
export interface PaymentsSetup {
  /** The address the provider and the member's browser reach this server at. */
  publicUrl: string;
  provider?: PaymentProvider | 'demo' | 'off';
  /** How the demo provider calls the webhook (a plain HTTP POST by default). */
  demoNotify?: (webhookUrl: string, id: string) => Promise<void>;
}

/** The payments service for `setup`, and the demo provider when that is the one chosen. */
export function createPayments(
  db: Db,
  setup: PaymentsSetup,
  clubs: ClubRepository,
  clock: () => Date,
  log: PaymentsLog,
): { service: PaymentsService; demo: DemoProvider | undefined } {
  const chosen = setup.provider ?? 'demo';
  const demo =
    chosen === 'demo'
      ? new DemoProvider(new DemoProviderRepository(db), setup, setup.demoNotify)
      : undefined;
  const provider = chosen === 'off' ? null : (demo ?? (chosen as PaymentProvider));
  const service = new PaymentsService(
    new PaymentsRepository(db),
    provider,
    clubs,
    setup,
    clock,
    log,
  );
  return { service, demo };
}
