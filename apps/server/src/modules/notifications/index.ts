// The notifications module's face: what other areas and the server (app.ts, main.ts, db/seed) use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { CardReminders } from './card-reminders';
export {
  NotificationDispatcher,
  type NotificationChannel,
  type OutgoingNotification,
} from './dispatcher';
export { NotificationsRepository } from './notifications.repository';
export { notificationsRoutes } from './notifications.routes';
export { NotificationsService } from './notifications.service';
