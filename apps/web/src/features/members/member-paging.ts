/** The page sizes of a member list: the first load, and every load after it (spec §9). */
export interface PageSizes {
  first: number;
  next: number;
}

/** How many to ask for at `offset`: the first page is smaller, so the screen fills fast. */
export const pageSize = (sizes: PageSizes, offset: number): number =>
  offset === 0 ? sizes.first : sizes.next;

/**
 * The offset of the next page, or undefined when the last page came back short (the list has
 * no more). The lists answer arrays without a total, so a full page means there may be more.
 */
export function nextPageOffset(sizes: PageSizes, pages: readonly (readonly unknown[])[]) {
  const last = pages.at(-1);
  if (!last) return 0;
  const asked = pageSize(sizes, pages.length === 1 ? 0 : 1);
  if (last.length < asked) return undefined;
  return pages.reduce((n, page) => n + page.length, 0);
}
