import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RedirectOnce } from '../components/redirect-once';
import { adminRightsQuery } from '../features/match-admin';
import { HOME_PATH } from '../paths';

/**
 * A committee screen shows nothing until the member's rights are known, then its page, or the
 * home screen for a member who is not on the committee: a deep link never offers a form only
 * the server would refuse (403) when it is saved. Rights that cannot be read (offline) let the
 * page through; the server still decides.
 */
export function CommitteeGate({ children }: { children: ReactNode }) {
  const rights = useQuery(adminRightsQuery());
  if (rights.data === undefined) return rights.errorUpdateCount > 0 ? children : null;
  if (!rights.data.wedstrijden) return <RedirectOnce to={HOME_PATH} />;
  return children;
}
