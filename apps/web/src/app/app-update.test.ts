import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// One way to a new version, whoever notices the deploy: the worker is asked for it and the prompt
// offers it once downloaded; with no worker to ask, the prompt offers a reload from the server.
const registration = {
  installing: null as object | null,
  waiting: null,
  update: vi.fn(),
  unregister: vi.fn(),
};
const getRegistration = vi.fn<() => Promise<typeof registration | undefined>>();
/** What the worker finds on the server: a new version, nothing, or no answer. */
function workerFinds(found: boolean | Error) {
  getRegistration.mockResolvedValue(registration);
  registration.update.mockImplementation(async () => {
    if (found instanceof Error) throw found;
    registration.installing = found ? {} : null;
  });
}

let reload: ReturnType<typeof vi.fn<() => void>>;
/** What happened, in order: the worker let go, the page loaded again. */
let steps: string[];

async function freshUpdate() {
  vi.resetModules();
  return import('./app-update');
}

beforeEach(() => {
  getRegistration.mockReset();
  registration.installing = null;
  registration.update.mockReset();
  steps = [];
  registration.unregister.mockReset().mockImplementation(async () => {
    steps.push('unregister');
    return true;
  });
  reload = vi.fn<() => void>(() => steps.push('reload'));
  vi.stubGlobal('window', { location: { reload } });
  vi.stubGlobal('navigator', { onLine: true, serviceWorker: { getRegistration } });
});
afterEach(() => vi.unstubAllGlobals());

describe('a new version on the server', () => {
  it('is fetched by the worker and offered once it has downloaded, not before', async () => {
    const update = await freshUpdate();
    workerFinds(true);
    await update.newVersionDeployed();
    expect(update.updateWaiting()).toBe(false);
    const takeOver = vi.fn(async () => {});
    update.offerUpdate(takeOver); // the worker's onNeedRefresh
    expect(update.updateWaiting()).toBe(true);
    update.applyUpdate();
    expect(takeOver).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });

  it('when the worker finds nothing, is offered at once as a reload from the server', async () => {
    const update = await freshUpdate();
    workerFinds(false);
    const shown = vi.fn();
    update.subscribeToUpdate(shown);
    await update.newVersionDeployed();
    expect(shown).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled(); // the member chooses the moment
    update.applyUpdate();
    // The old worker would answer the reload with the old version: it goes first.
    await vi.waitFor(() => expect(steps).toEqual(['unregister', 'reload']));
  });

  it('with no signal at the tap, reloads what the device keeps instead of letting it go', async () => {
    const update = await freshUpdate();
    workerFinds(false);
    await update.newVersionDeployed();
    vi.stubGlobal('navigator', { onLine: false, serviceWorker: { getRegistration } });
    update.applyUpdate();
    await vi.waitFor(() => expect(steps).toEqual(['reload']));
  });

  it('is offered as a reload without a worker, or when the worker cannot reach the server', async () => {
    let update = await freshUpdate();
    getRegistration.mockResolvedValue(undefined);
    await update.newVersionDeployed();
    expect(update.updateWaiting()).toBe(true);

    update = await freshUpdate();
    workerFinds(new TypeError('Failed to fetch'));
    await update.newVersionDeployed();
    expect(update.updateWaiting()).toBe(true);
  });

  it('is looked for once for reports at the same moment, and not again once offered', async () => {
    const update = await freshUpdate();
    workerFinds(false);
    await Promise.all([update.newVersionDeployed(), update.newVersionDeployed()]);
    await update.newVersionDeployed();
    expect(registration.update).toHaveBeenCalledOnce();
  });
});

describe('the prompt, once closed', () => {
  it('stays closed until a call the old version cannot make shows it again', async () => {
    const update = await freshUpdate();
    workerFinds(false);
    const changed = vi.fn();
    update.subscribeToUpdate(changed);
    await update.newVersionDeployed();
    expect(update.updatePromptShown()).toBe(true);

    update.dismissUpdate();
    expect(update.updatePromptShown()).toBe(false);
    expect(update.updateWaiting()).toBe(true); // the missing-page screen still says so
    changed.mockClear();
    await update.newVersionDeployed();
    expect(update.updatePromptShown()).toBe(true);
    expect(changed).toHaveBeenCalledOnce();
    // Open already, a further refusal changes nothing and asks the worker nothing more.
    await update.newVersionDeployed();
    expect(changed).toHaveBeenCalledOnce();
    expect(registration.update).toHaveBeenCalledOnce();
  });
});
