// The news-admin feature's face: its pages are lazy (routes.tsx imports them by path).
export { newsAdminKeys } from './news-admin.queries';
