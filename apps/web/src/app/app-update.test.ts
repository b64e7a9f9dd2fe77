import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// One way to a new version, whoever notices the deploy: the worker is asked for it and the prompt
// offers it once downloaded; with no worker to ask, the prompt offers a plain reload.
const lookForNewVersion = vi.hoisted(() => vi.fn<() => Promise<boolean>>());
vi.mock('./service-worker', () => ({ lookForNewVersion }));

let reload: ReturnType<typeof vi.fn<() => void>>;

async function freshUpdate() {
  vi.resetModules();
  return import('./app-update');
}

beforeEach(() => {
  lookForNewVersion.mockReset();
  reload = vi.fn<() => void>();
  vi.stubGlobal('window', { location: { reload } });
});
afterEach(() => vi.unstubAllGlobals());

describe('a new version on the server', () => {
  it('is fetched by the worker and offered once it has downloaded, not before', async () => {
    const update = await freshUpdate();
    lookForNewVersion.mockResolvedValue(true);
    await update.newVersionDeployed();
    expect(update.updateWaiting()).toBe(false);
    const takeOver = vi.fn(async () => {});
    update.offerUpdate(takeOver); // the worker's onNeedRefresh
    expect(update.updateWaiting()).toBe(true);
    update.applyUpdate();
    expect(takeOver).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });

  it('without a worker (or when it finds nothing), is offered as a plain reload at once', async () => {
    const update = await freshUpdate();
    lookForNewVersion.mockResolvedValue(false);
    const shown = vi.fn();
    update.subscribeToUpdate(shown);
    await update.newVersionDeployed();
    expect(shown).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled(); // the member chooses the moment
    update.applyUpdate();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("is offered as a reload when the worker's code cannot be had", async () => {
    const update = await freshUpdate();
    lookForNewVersion.mockRejectedValue(new TypeError('Failed to fetch'));
    await update.newVersionDeployed();
    expect(update.updateWaiting()).toBe(true);
  });

  it('is looked for once for reports at the same moment, and not again once offered', async () => {
    const update = await freshUpdate();
    lookForNewVersion.mockResolvedValue(false);
    await Promise.all([update.newVersionDeployed(), update.newVersionDeployed()]);
    await update.newVersionDeployed();
    expect(lookForNewVersion).toHaveBeenCalledOnce();
  });
});
