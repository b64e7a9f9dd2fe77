import { useEffect, useMemo, useState } from 'react';
import { IonAlert, IonContent, IonMenu, useIonRouter } from '@ionic/react';
import { menuController } from '@ionic/core/components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isLoggedIn } from '../api/session-state';
import { FairwayMark } from '../components/fairway-mark';
import { CountBadge } from '../components/count-badge';
import { Icon } from '../components/icon';
import { inAppLink } from '../components/in-app-link';
import { useLogout } from '../features/auth';
import { configQuery, featuresQuery, refreshClubSettings } from '../features/club';
import { MemberAvatar } from '../features/members';
import { NotificationBell } from '../features/notifications';
import { adminRightsQuery } from '../features/match-admin';
import {
  openCardsCount,
  useOpenCards,
  forgetDeviceScores,
  unsentHoleCount,
} from '../features/scorecards';
import { LOGIN_PATH } from '../paths';
import { SCREEN_PATHS } from '../route-table';
import { useStoredBookingTab } from '../features/booking';
import { activeItem, menuItems } from './menu-items';
import { heroBackground, MENU_ICONS, MENU_LABELS } from './menu-look';
import { useViewer } from './use-viewer';
import { SIDE_MENU_ID, sideMenuArrived } from './side-menu-control';
import { forgetDeviceData } from './query-persistence';
import { useGolfFormat } from '../lib/golf-format';

/** The first path segment under /app: an item is current for all of its screen's sub-pages. */
/** spec §2 "Menu": the member, the club, and the screens the club's flags allow. */
export function SideMenu({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const format = useGolfFormat();
  const { pathname } = useLocation();
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const logout = useLogout();
  // Checked on every render, not only when the route changes: right after logout or a 401 the
  // menu must not fetch again with a session that is gone.
  const enabled = active && isLoggedIn();
  const { data: config } = useQuery({ ...configQuery(), enabled });
  const { data: features } = useQuery({ ...featuresQuery(), enabled });
  const {
    viewer,
    self: { data: self },
  } = useViewer(enabled);
  const { data: rights } = useQuery({ ...adminRightsQuery(), enabled });
  // spec §4: open cards and cards to mark, checked in the background while logged in.
  const openCards = openCardsCount(useOpenCards(enabled && config?.kaarten === true));

  const bookingTab = useStoredBookingTab();
  const items = useMemo(
    () =>
      config && features
        ? menuItems(config, features, SCREEN_PATHS, {
            bookingTab,
            committee: rights?.wedstrijden === true,
            backOffice: (rights?.roles.length ?? 0) > 0,
            // Until the member is known, no member list: a guest must never be offered it.
            viewer,
          })
        : [],
    [config, features, bookingTab, rights, viewer],
  );

  const current = activeItem(items, pathname);

  // A tap on the menu button before this menu was in the page opens it now.
  useEffect(() => {
    if (active) void sideMenuArrived();
  }, [active]);

  // Holes the server has not confirmed would be lost with the logout: the member decides.
  const [unsentHoles, setUnsentHoles] = useState(0);
  const logOutNow = () => {
    logout.mutate(undefined, {
      onSettled: () => {
        router.push(LOGIN_PATH, 'root', 'replace');
        queryClient.clear();
        void forgetDeviceData();
        void forgetDeviceScores();
      },
    });
  };
  const onLogout = async () => {
    const unsent = await unsentHoleCount();
    if (unsent > 0) setUnsentHoles(unsent);
    else logOutNow();
  };

  // A plain tap closes the menu and opens the screen as the start of the history, as
  // ion-menu-toggle and routerDirection="root" did.
  const go = (href: string) =>
    inAppLink(() => {
      void menuController.close(SIDE_MENU_ID);
      router.push(href, 'root');
    });

  const handicap = format.handicap(self?.handicap);
  const background = config?.background_url;

  return (
    <IonMenu
      contentId="main"
      menuId={SIDE_MENU_ID}
      type="overlay"
      className="side-menu"
      disabled={!active}
      onIonWillOpen={() => enabled && refreshClubSettings(queryClient)}
    >
      <IonContent>
        <div
          className={`side-menu__hero${background ? ' side-menu__hero--image' : ''}`}
          style={background ? { backgroundImage: heroBackground(background) } : undefined}
        >
          <div className="side-menu__top">
            <div className="side-menu__logo">
              {config?.logo_url ? (
                <img src={config.logo_url} alt={config.club.naam} />
              ) : (
                <FairwayMark size={56} />
              )}
            </div>
            <div className="side-menu__top-end">
              <NotificationBell enabled={enabled} onOpen={go('/app/notifications')} />
              {/* The member's own picture: the new one as soon as an upload is answered. */}
              {self?.foto_mob_sm_url ? (
                <div className="side-menu__picture">
                  <MemberAvatar member={self} size={48} />
                </div>
              ) : null}
            </div>
          </div>
          <div className="side-menu__name">{self?.volledige_naam ?? '\u00a0'}</div>
          <div className="side-menu__meta">
            {handicap ? (
              <span className="side-menu__handicap">{t('menu.handicap', { handicap })}</span>
            ) : null}
            {config ? <span className="side-menu__club">{config.club.naam}</span> : null}
          </div>
        </div>
        {openCards > 0 ? (
          <p className="sr-only" role="status">
            {t('scorecards.notify.menuStatus', { count: openCards })}
          </p>
        ) : null}
        {/* Plain links and a button rather than ion-item: the menu mounts with every first
            screen, and each Ionic item costs a slow phone a web component's start-up. */}
        <ul className="side-menu__list">
          {items.map((item) => (
            <li key={item.id}>
              {item.href ? (
                <a
                  href={item.href}
                  onClick={go(item.href)}
                  className={
                    item.id === current
                      ? 'side-menu__item side-menu__item--active'
                      : 'side-menu__item'
                  }
                >
                  <Icon icon={MENU_ICONS[item.id]} />
                  <span className="side-menu__label">{t(MENU_LABELS[item.id])}</span>
                  {item.id === 'scorecards' && openCards > 0 ? (
                    // Hidden from assistive tech, so the item's name stays "Scorecards"; the
                    // status line above says it.
                    <CountBadge count={openCards} />
                  ) : null}
                </a>
              ) : (
                <button
                  type="button"
                  className="side-menu__item"
                  onClick={() => {
                    void menuController.close(SIDE_MENU_ID);
                    void onLogout();
                  }}
                  disabled={logout.isPending}
                >
                  <Icon icon={MENU_ICONS[item.id]} />
                  <span className="side-menu__label">{t(MENU_LABELS[item.id])}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      </IonContent>
      {/* Mounted only when asked: a closed inline alert still starts ion-alert and its backdrop
          with every first screen. */}
      {unsentHoles > 0 ? (
        <IonAlert
          isOpen
          header={t('menu.unsentScores.title')}
          message={t('menu.unsentScores.message', { count: unsentHoles })}
          buttons={[
            { text: t('common.cancel'), role: 'cancel' },
            { text: t('menu.unsentScores.logout'), role: 'destructive', handler: logOutNow },
          ]}
          onDidDismiss={() => setUnsentHoles(0)}
        />
      ) : null}
    </IonMenu>
  );
}
