import type { PushSubscriptionRequest, PushUnsubscribeRequest } from '@fairway/contract';
import { AppError } from '../../errors';
import type { PushKeys } from './push-keys';
import type { PushRepository } from './push.repository';

interface Member {
  clubId: number;
  relatieId: number;
}

/** A member's devices that take push notifications. */
export class PushService {
  constructor(
    private readonly repo: PushRepository,
    private readonly keys: PushKeys,
    private readonly isPushService: (endpoint: string) => boolean,
    private readonly clock: () => Date,
  ) {}

  async publicKey(): Promise<{ public_key: string }> {
    return { public_key: (await this.keys.get()).publicKey };
  }

  async subscribe(auth: Member, s: PushSubscriptionRequest): Promise<void> {
    if (!this.isPushService(s.endpoint)) {
      const message = 'must be the address of a browser push service';
      throw new AppError('VALIDATION', message, [{ field: 'endpoint', message }]);
    }
    await this.repo.subscribe(
      auth.clubId,
      auth.relatieId,
      { endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth },
      this.clock(),
    );
  }

  /** Forgetting a device that is not (or no longer) the member's is no error: it is not theirs. */
  async unsubscribe(auth: Member, s: PushUnsubscribeRequest): Promise<void> {
    await this.repo.unsubscribe(auth.clubId, auth.relatieId, s.endpoint);
  }
}
