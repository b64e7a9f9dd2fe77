import { menuController } from '@ionic/core/components';

/** The side menu's `menuId` (app/side-menu.tsx), by which Ionic's controller finds it. */
export const SIDE_MENU_ID = 'main';

/** A tap on the menu button came before the side menu was there to open. */
let openWhenArrived = false;

/**
 * The toolbar's menu button. The side menu is a chunk of its own that arrives after the first
 * screen (app/app-shell-loader.ts); Ionic's toggle does nothing while no menu is registered, so a
 * member tapping at once on a slow phone or line saw nothing happen. Such a tap is kept, and the
 * menu opens as it arrives.
 */
export async function toggleSideMenu(): Promise<void> {
  if (await menuController.get(SIDE_MENU_ID)) {
    await menuController.toggle(SIDE_MENU_ID);
  } else {
    openWhenArrived = true;
  }
}

/** Called by the side menu once it is in the page and can open: a tap kept for it opens it. */
export async function sideMenuArrived(): Promise<void> {
  if (!openWhenArrived) return;
  openWhenArrived = false;
  await menuController.open(SIDE_MENU_ID);
}
