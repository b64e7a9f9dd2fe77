import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isLoggedIn } from '../api/session-state';
import { configQuery } from '../features/club/club.queries';
import { selfQuery } from '../features/members/members.queries';
import { openCardsCount } from '../features/scorecards/open-cards';
import { useOpenCards } from '../features/scorecards/use-open-cards';
import { changeLanguage } from '../i18n/i18n';
import { memberLanguage } from '../i18n/language';
import { loadSideMenu } from './app-shell-loader';
import { isMenuWanted, onMenuWanted, wantMenuWhenNeeded } from './side-menu-mount';

const SideMenu = lazy(() => loadSideMenu().then(({ SideMenu }) => ({ default: SideMenu })));

/**
 * What every /app screen shares: the member's own language (spec §4), the open-card check (spec
 * §4, its count on the menu), and the side menu. With `deferMenu` (a member opening the app) the
 * menu mounts when it is first needed, not during start-up.
 */
export default function AppShell({ active, deferMenu }: { active: boolean; deferMenu: boolean }) {
  const enabled = active && isLoggedIn();
  const { data: self } = useQuery({ ...selfQuery(), enabled });
  const { data: config } = useQuery({ ...configQuery(), enabled });
  const openCards = openCardsCount(useOpenCards(enabled && config?.kaarten === true));
  const voorkeurstaal = self?.voorkeurstaal;
  const [menuShown, setMenuShown] = useState(() => !deferMenu || isMenuWanted());

  useEffect(() => {
    if (active && voorkeurstaal !== undefined) void changeLanguage(memberLanguage(voorkeurstaal));
  }, [active, voorkeurstaal]);

  useEffect(() => {
    if (menuShown) return;
    const stop = onMenuWanted(() => startTransition(() => setMenuShown(true)));
    const cancel = wantMenuWhenNeeded();
    return () => {
      stop();
      cancel();
    };
  }, [menuShown]);

  return menuShown ? (
    <Suspense fallback={null}>
      <SideMenu active={active} openCards={openCards} />
    </Suspense>
  ) : null;
}
