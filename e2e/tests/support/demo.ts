/**
 * The demo data every fresh `npm start` loads (apps/server/src/db/seed): the clubs and accounts
 * the tests log in with, and the news and FAQ texts they expect to read.
 */
export {
  FAQ,
  NEWS_TOPICS,
  demoAccountTeeTime,
} from '../../../apps/server/src/db/seed/demo-content';

export interface Account {
  /** The club's name as the login picker lists it. */
  club: string;
  username: string;
  password: string;
}

/** The federation's own environment: always the picker's option after the prompt (spec §2). */
export const FEDERATION_CLUB = 'NGF Federatie';

/** Golfclub De Demo: booking, news, cards and member list on; 24 news posts. */
export const DEMO_CLUB = 'Golfclub De Demo';
/** Golfbaan Zuid: club type 'd', booking and member list off, profile link hidden; 5 posts. */
export const ZUID_CLUB = 'Golfbaan Zuid';

/** Jan Demo: read-only tests log in with this account. */
export const demo: Account = { club: DEMO_CLUB, username: 'demo', password: 'demo' };
export const DEMO_MEMBER_NAME = 'Jan Demo';
/** Tests that change the member's own data use this account, so `demo` always looks the same. */
export const marker: Account = { club: DEMO_CLUB, username: 'marker', password: 'marker' };
/** Only used to try a wrong password: failed logins count per account (429 after 5). */
export const gast: Account = { club: DEMO_CLUB, username: 'gast', password: 'gast' };
/** The club's administrator: the back office (settings, roles, members, courses). */
export const beheer: Account = { club: DEMO_CLUB, username: 'beheer', password: 'beheer' };
/**
 * The committee (handicaps and matches), a member too: the match and handicap admin specs log in
 * with it, and no other spec plays with it (see match-admin.spec.ts).
 */
export const commissie: Account = { club: DEMO_CLUB, username: 'commissie', password: 'commissie' };
export const zuid: Account = { club: ZUID_CLUB, username: 'zuid', password: 'zuid' };

export const DEMO_NEWS_COUNT = 24;
export const ZUID_NEWS_COUNT = 5;
/** Zuid's posts are titled with the club's name in front (demo-seed.ts). */
export const ZUID_NEWS_PREFIX = `${ZUID_CLUB}: `;
/** Golfclub Veldzicht (club 414): its member list shows mobile numbers, a member's page all contact fields. */
export const veld: Account = { club: 'Golfclub Veldzicht', username: 'veld', password: 'veld' };
