// The reports feature's face: its page is lazy (routes.tsx imports it by path).
export { reportHref } from './reports-href';
