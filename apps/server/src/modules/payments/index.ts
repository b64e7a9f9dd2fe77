// The payments module's face: what other areas and the server (app.ts, main.ts, db/seed) use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { DemoCheckoutLabels } from './demo-checkout-page';
export { DemoProviderRepository } from './demo-provider.repository';
export { DemoProvider } from './demo-provider';
export { MollieProvider } from './mollie-provider';
export { paymentJobs } from './payment-jobs';
export type { PaymentEvents } from './payment-events';
export type { BonRow } from './payments.repository';
export { PaymentsRepository } from './payments.repository';
export { paymentsRoutes } from './payments.routes';
export { PaymentsService } from './payments.service';
export { type PaymentProvider } from './provider';
export { createPayments, type PaymentsSetup } from './payments-setup';
