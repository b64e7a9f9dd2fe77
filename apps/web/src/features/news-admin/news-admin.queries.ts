import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminNewsItem } from '@fairway/contract';
import { fetchAdminNews, fetchAdminNewsItem, fetchNewsAudiences } from '../../api/news-admin.api';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { newsKeys } from '../news';

export const newsAdminKeys = {
  all: ['news-admin'] as const,
  list: () => [...newsAdminKeys.all, 'list'] as const,
  item: (id: number) => [...newsAdminKeys.all, 'item', id] as const,
  audiences: () => [...newsAdminKeys.all, 'audiences'] as const,
};

export const adminNewsQuery = () =>
  queryOptions({ queryKey: newsAdminKeys.list(), queryFn: ({ signal }) => fetchAdminNews(signal) });

export const adminNewsItemQuery = (id: number) =>
  queryOptions({
    queryKey: newsAdminKeys.item(id),
    queryFn: ({ signal }) => fetchAdminNewsItem(id, signal),
  });

export const newsAudiencesQuery = () =>
  queryOptions({
    queryKey: newsAdminKeys.audiences(),
    queryFn: ({ signal }) => fetchNewsAudiences(signal),
  });

/** A write that answers the post: kept as the post; the editor's list and the member feed reload. */
export function useNewsWrite<V>(
  write: (vars: V, idempotencyKey: string) => Promise<AdminNewsItem>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => write(vars, newIdempotencyKey()),
    onSuccess: (item) => client.setQueryData(newsAdminKeys.item(item.id), item),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: newsAdminKeys.list() });
      void client.invalidateQueries({ queryKey: newsKeys.all });
    },
  });
}
