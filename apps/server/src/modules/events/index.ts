export { LiveBus, type HeldEvent, type Listener } from './live-bus';
export { eventsRoutes, type LiveStreamOptions } from './events.routes';
