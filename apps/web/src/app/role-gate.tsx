import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ClubRole } from '@fairway/contract';
import { RedirectOnce } from '../components/redirect-once';
import { mayOpen } from '../features/admin';
import { adminRightsQuery } from '../features/match-admin';
import { HOME_PATH } from '../paths';

/**
 * A back-office screen shows nothing until the member's roles are known, then its page, or the
 * home screen for a member without the role: a deep link never offers a form only the server
 * would refuse (403) when it is saved. Rights that cannot be read (offline) let the page
 * through; the server still decides.
 */
export function RoleGate({ role, children }: { role: ClubRole | 'any'; children: ReactNode }) {
  const rights = useQuery(adminRightsQuery());
  if (rights.data === undefined) return rights.errorUpdateCount > 0 ? children : null;
  if (!mayOpen(rights.data.roles, role)) return <RedirectOnce to={HOME_PATH} />;
  return children;
}
