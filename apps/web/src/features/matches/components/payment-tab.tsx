import type { MatchDetail } from '@fairway/contract';
import { MatchPayment } from '../../payments';

/** The payment tab (ideal payments, signed up): the payments feature's view of the sign-up's bon. */
export function PaymentTab({ match }: { match: MatchDetail }) {
  return <MatchPayment match={match} />;
}
