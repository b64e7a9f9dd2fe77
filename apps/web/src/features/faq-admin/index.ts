// The faq-admin feature's face: its pages are lazy (routes.tsx imports them by path).
export { faqAdminKeys } from './faq-admin.queries';
