// The feedback feature's face: its page is lazy (routes.tsx imports it by path).
export { feedbackKeys } from './feedback.queries';
