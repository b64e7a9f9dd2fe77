import webpush from 'web-push';
import type { PushRepository, VapidKeyPair } from './push.repository';

/** The installation's VAPID key pair: read (or made, the first time) once per process. */
export class PushKeys {
  private pair: Promise<VapidKeyPair> | undefined;

  constructor(private readonly repo: PushRepository) {}

  get(): Promise<VapidKeyPair> {
    this.pair ??= this.repo.vapidKeys(() => webpush.generateVAPIDKeys());
    // A failed read is tried again by the next caller, not remembered.
    this.pair.catch(() => (this.pair = undefined));
    return this.pair;
  }
}
