// The notifications feature's face: its pages are lazy (routes.tsx imports them by path); the
// side menu shows the bell with the unread count.
export { NotificationBell } from './notification-bell';
export { notificationKeys } from './notifications.queries';
