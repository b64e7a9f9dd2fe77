import { z } from 'zod';

export const HealthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** POST /api/pageviews: one page view per route with its Dutch page title (spec §1). */
export const PageViewRequest = z.object({
  path: z.string().min(1).max(300).startsWith('/'),
  title: z.string().min(1).max(200),
});
