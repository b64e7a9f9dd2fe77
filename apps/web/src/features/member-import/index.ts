// The member import feature's face: its page is loaded by the route table (routes.tsx) on its
// own; other areas use nothing else of it.
export {};
