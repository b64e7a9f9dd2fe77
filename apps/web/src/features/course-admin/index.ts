// The course-admin feature's face: its pages are lazy (routes.tsx imports them by path).
export { adminCoursesQuery, courseAdminKeys } from './course-admin.queries';
