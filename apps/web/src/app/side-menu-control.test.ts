import { beforeEach, describe, expect, it, vi } from 'vitest';

// The menu button before and after the side menu's chunk has arrived.
const registered = { menu: false };
const calls: string[] = [];
vi.mock('@ionic/core/components', () => ({
  menuController: {
    get: vi.fn(async () => (registered.menu ? {} : undefined)),
    toggle: vi.fn(async (id: string) => {
      calls.push(`toggle ${id}`);
      return registered.menu;
    }),
    open: vi.fn(async (id: string) => {
      calls.push(`open ${id}`);
      return registered.menu;
    }),
  },
}));

async function freshControl() {
  vi.resetModules();
  return import('./side-menu-control');
}

beforeEach(() => {
  registered.menu = false;
  calls.length = 0;
});

describe('the side menu button', () => {
  it('toggles the menu once it is there', async () => {
    const control = await freshControl();
    registered.menu = true;
    await control.toggleSideMenu();
    expect(calls).toEqual(['toggle main']);
  });

  it('keeps a tap that came before the menu and opens the menu as it arrives, once', async () => {
    const control = await freshControl();
    await control.toggleSideMenu();
    await control.toggleSideMenu();
    expect(calls).toEqual([]);

    registered.menu = true;
    await control.sideMenuArrived();
    expect(calls).toEqual(['open main']);
    await control.sideMenuArrived();
    expect(calls).toEqual(['open main']);
  });

  it('opens nothing on arrival when nobody tapped', async () => {
    const control = await freshControl();
    registered.menu = true;
    await control.sideMenuArrived();
    expect(calls).toEqual([]);
  });
});
