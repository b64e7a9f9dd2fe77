import { describe, expect, it, vi } from 'vitest';

const steps: string[] = [];
vi.mock('../members', () => ({ leavePushOnLogout: async () => void steps.push('push left') }));
vi.mock('../../api/auth.api', () => ({
  fetchSession: vi.fn(),
  login: vi.fn(),
  logout: async () => void steps.push('session ended'),
}));
const { logOutDevice } = await import('./auth.queries');

describe('logOutDevice', () => {
  it("ends this device's push subscription before the session, while the call is allowed", async () => {
    await logOutDevice();
    expect(steps).toEqual(['push left', 'session ended']);
  });
});
