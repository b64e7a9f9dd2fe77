import type { PushSubscriptionRequest } from '@fairway/contract';
import { apiDelete, apiGet, apiPut, type RequestOptions } from './client';
import { reply } from './reply';

/** The server's VAPID public key, the `applicationServerKey` this device subscribes with. */
export const fetchPushKey = () => apiGet('/api/push/key', reply('PushKeyResponse'));

/** Tells the server this device takes the member's notifications. */
export const savePushSubscription = (subscription: PushSubscriptionRequest) =>
  apiPut('/api/push/subscription', null, subscription);

/** Tells the server this device no longer does. */
export const forgetPushSubscription = (endpoint: string, opts?: RequestOptions) =>
  apiDelete('/api/push/subscription', null, { endpoint }, opts);
