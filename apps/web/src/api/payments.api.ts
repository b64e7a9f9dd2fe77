import { apiGet, apiPost } from './client';
import { reply } from './reply';

/**
 * Online payment of a match sign-up (spec §7 /paylink and /pay) and the committee's desk. The
 * checkout is the provider's page (hosted): the app only sends the browser there.
 */

/**
 * /api/wedstrijd/{id}/paylink: where the member pays the sign-up's bon. Asked with POST: it may
 * start a payment at the provider (asked again, it answers the same checkout).
 */
export const fetchPayLink = (matchId: number) =>
  apiPost(`/api/wedstrijd/${matchId}/paylink`, reply('PayLinkResponse'));

/**
 * GET /api/wedstrijd/{id}/pay: the bon with its state as the server knows it (the server asks the
 * provider once when an attempt is not settled, so polling this moves a lost webhook along).
 */
export const fetchPay = (matchId: number, signal?: AbortSignal) =>
  apiGet(`/api/wedstrijd/${matchId}/pay`, reply('Bon'), { signal });

/** The committee took the sign-up's money at the desk; answers the match after it. */
export const markTeamPaid = (matchId: number, teamId: number, idempotencyKey: string) =>
  apiPost(
    `/api/admin/wedstrijd/${matchId}/teams/${teamId}/betaald`,
    reply('AdminMatch'),
    undefined,
    {
      idempotencyKey,
    },
  );

/** The committee gives the sign-up's payment back; answers the match after it. */
export const refundTeam = (matchId: number, teamId: number) =>
  apiPost(`/api/admin/wedstrijd/${matchId}/teams/${teamId}/restitutie`, reply('AdminMatch'));
