// The notifications module's face: what other areas and the server (app.ts, main.ts, db/seed) use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { BookingMessages } from './booking-messages';
export { BookingReminders } from './booking-reminders';
export { CardReminders } from './card-reminders';
export { PaymentMessages } from './payment-messages';
export { MatchMessages } from './match-messages';
export { MessagesRepository } from './messages.repository';
export { NewsMessages } from './news-messages';
export {
  NotificationDispatcher,
  type NotificationChannel,
  type OutgoingNotification,
} from './dispatcher';
export { loopbackChannel } from './loopback-channel';
export { NotificationsRepository } from './notifications.repository';
export { notificationsRoutes } from './notifications.routes';
export { NotificationsService } from './notifications.service';
export { NotificationRenderer, RenderedChannel } from './notification-render';
export { clubKindsRoutes } from './club-kinds.routes';
export { ClubKindsService } from './club-kinds.service';
