// The payments feature's face: what other areas and the app use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { DeskPayments } from './desk-payments';
export { MatchPayment } from './match-payment';
export { PaidMark } from './paid-mark';
export { ProductPicker, type ProductChoice } from './product-picker';
export { SignedOutRefund } from './signed-out-refund';
export { paymentKeys } from './payments.queries';
