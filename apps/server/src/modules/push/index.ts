// The push module's face: what other areas and the server (app.ts) use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { PushChannel, type PushChannelOptions, type PushPayload } from './push-channel';
export { PushKeys } from './push-keys';
export { isKnownPushService } from './push-services';
export { PushRepository } from './push.repository';
export { pushRoutes } from './push.routes';
export { PushService } from './push.service';
