import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isLoggedIn } from '../api/session-state';
import { selfQuery } from '../features/members';
import { changeLanguage } from '../i18n/i18n';
import { memberLanguage } from '../i18n/language';
import { useLiveUpdates } from './use-live-updates';
import { SideMenu } from './side-menu';

/**
 * What every /app screen shares: the side menu, the member's own language (spec §4) and the live
 * updates.
 */
export default function AppShell({ active }: { active: boolean }) {
  const { data: self } = useQuery({ ...selfQuery(), enabled: active && isLoggedIn() });
  const voorkeurstaal = self?.voorkeurstaal;
  useLiveUpdates(active && isLoggedIn());

  useEffect(() => {
    if (active && voorkeurstaal !== undefined) void changeLanguage(memberLanguage(voorkeurstaal));
  }, [active, voorkeurstaal]);

  return <SideMenu active={active} />;
}
