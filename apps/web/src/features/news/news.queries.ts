import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { LIMITS } from '@fairway/golf';
import { keptQueryRequest } from '../../api/call';
import { fetchNewsPage, fetchNewsPost } from '../../api/news.api';

export const newsKeys = {
  all: ['news'] as const,
  feed: () => [...newsKeys.all, 'feed'] as const,
  post: (id: number) => [...newsKeys.all, 'post', id] as const,
};

/** The paged feed (spec §9: pages of 10); the next offset is what has been loaded so far. */
export const newsFeedQuery = () =>
  infiniteQueryOptions({
    queryKey: newsKeys.feed(),
    queryFn: (context) =>
      fetchNewsPage(context.pageParam, LIMITS.NEWS_PAGE, keptQueryRequest(context)),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });

export const newsPostQuery = (id: number) =>
  queryOptions({
    queryKey: newsKeys.post(id),
    queryFn: ({ signal }) => fetchNewsPost(id, signal),
  });
