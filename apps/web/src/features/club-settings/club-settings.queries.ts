import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClubSettings } from '@fairway/contract';
import { fetchClubSettings, putClubSettings } from '../../api/club-settings.api';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { configQuery, featuresQuery } from '../club';

const settingsKey = ['admin', 'club-settings'] as const;

export const clubSettingsQuery = () =>
  queryOptions({ queryKey: settingsKey, queryFn: ({ signal }) => fetchClubSettings(signal) });

/**
 * Saves the club's settings. The administrator's own app reads the club's configuration again at
 * once (its menu follows the new flags); the audit trail shows the change on its next read.
 */
export function useSaveClubSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: ClubSettings) => putClubSettings(settings, newIdempotencyKey()),
    onSuccess: (answer) => {
      client.setQueryData(settingsKey, answer);
      void client.invalidateQueries({ queryKey: configQuery().queryKey });
      void client.invalidateQueries({ queryKey: featuresQuery().queryKey });
      void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
