/**
 * When this page's code started, on the clock the answers are stamped with (Date.now). Not
 * `performance.timeOrigin`: a browser whose clock is set (the e2e tests' running clock, shared by
 * every page of a context) keeps that at the clock's first start, so an answer a later page kept
 * would look fetched by this one.
 */
const PAGE_STARTED = Date.now();

/**
 * Whether a query's answer is one the device kept from an earlier run of the app
 * (app/query-persistence.ts), not one fetched since this page opened.
 */
export function isKeptAnswer(state: { data: unknown; dataUpdatedAt: number } | undefined): boolean {
  return state !== undefined && state.data !== undefined && state.dataUpdatedAt < PAGE_STARTED;
}
