/**
 * @fairway/contract — one zod schema per API call (request and response), shared by server and web.
 * Wire names are the spec's.
 */
export * from './protocol';
export * from './refusals';
export * from './common';
export * from './auth';
export * from './roles';
export * from './club';
export * from './members';
export * from './news';
export * from './feedback';
export * from './system';
export * from './courses';
export * from './scorecards';
export * from './booking';
export * from './handicap';
export * from './course-info';
export * from './pictures';
export * from './picture-rules';
export * from './payments';
export * from './matches';
export * from './match-leaderboard';
export * from './match-admin';
export * from './admin';
export * from './admin-members';
export * from './admin-club';
export * from './admin-courses';
export * from './admin-handicap';
export * from './admin-member-import';
export * from './import-reasons';
export * from './admin-reports';
export * from './admin-news';
export * from './admin-faq';
export * from './admin-tee-sheet';
export * from './admin-tee-sheet-day';
export * from './admin-booking-rules';
export * from './admin-booking-lists';
export * from './admin-tee-blocks';
export * from './push';
export * from './notifications';
export * from './events';
export * from './notification-texts';
