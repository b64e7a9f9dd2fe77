import type { NotificationPreferencesInput } from '@fairway/contract';
import { apiGet, apiPost, apiPut, type RequestOptions } from './client';
import { reply } from './reply';

/** GET /api/notifications: newest first, the page below the id `before`, with the unread count. */
export const fetchNotifications = (before: number | undefined, opts: RequestOptions = {}) =>
  apiGet('/api/notifications', reply('NotificationList'), {
    ...opts,
    query: { limit: 20, before },
  });

export const markNotificationRead = (id: number) => apiPost(`/api/notifications/${id}/read`, null);

export const markAllNotificationsRead = () =>
  apiPost('/api/notifications/read-all', reply('NotificationReadAll'));

export const fetchNotificationPreferences = (signal?: AbortSignal) =>
  apiGet('/api/notifications/preferences', reply('NotificationPreferences'), { signal });

export const saveNotificationPreferences = (body: NotificationPreferencesInput) =>
  apiPut('/api/notifications/preferences', reply('NotificationPreferences'), body);
