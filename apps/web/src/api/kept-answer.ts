/**
 * Whether a query's answer is one the device kept from an earlier run of the app
 * (app/query-persistence.ts), not one fetched since this page opened.
 */
export function isKeptAnswer(state: { data: unknown; dataUpdatedAt: number } | undefined): boolean {
  return (
    state !== undefined && state.data !== undefined && state.dataUpdatedAt < performance.timeOrigin
  );
}
