import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MemberListViewer } from '@fairway/golf';
import { selfQuery } from '../features/members';

/**
 * Who is logged in, as featureOn (app/menu-items.ts) takes it, and the member query it comes from.
 * Until the member is known the viewer is a guest: a guest must never be offered the member list
 * or member pages, so nothing depends on being a member before the server has said so. Callers
 * that only need a viewer for some features pass `enabled` false for the others; featureOn does
 * not read the viewer for those.
 */
export function useViewer(enabled = true) {
  const self = useQuery({ ...selfQuery(), enabled });
  const isGast = self.data?.is_gast ?? true;
  const viewer = useMemo<MemberListViewer>(() => ({ isGast }), [isGast]);
  return { viewer, self };
}
