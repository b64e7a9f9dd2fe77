/** Gives the browser the main thread back (to paint, to take a tap) before the next step. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
