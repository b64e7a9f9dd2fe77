// The course-admin feature's face: its pages are lazy (routes.tsx imports them by path).
export { courseAdminKeys } from './course-admin.queries';
