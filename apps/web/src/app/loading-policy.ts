/**
 * Screens where the loading indicator never shows (spec §9): login, members, the foreign card's
 * date/type/score steps, profile, matches and tee-time create. Each entry covers its sub-paths.
 */
const NO_INDICATOR: readonly string[] = [
  '/login',
  '/app/members',
  '/app/scorecards/foreign/date',
  '/app/scorecards/foreign/type',
  '/app/scorecards/foreign/score',
  '/app/profile',
  '/app/matches',
  '/app/booking/create',
];

export function showsLoadingIndicator(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !NO_INDICATOR.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
