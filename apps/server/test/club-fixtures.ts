/** `npm run club -- create` for the club the platform tests set up (a Dutch club, administrator 'beheer'). */
export const CREATE_HOGE_DIJK = [
  'create',
  '--name',
  'Golfclub De Hoge Dijk',
  '--short-name',
  'hogedijk',
  '--timezone',
  'Europe/Amsterdam',
  '--admin',
  'beheer',
];
