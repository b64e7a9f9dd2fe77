/** Broadcast when a call could not reach the server (spec §8: "status 0 broadcasts a connection-failed event"). */
export const CONNECTION_FAILED_EVENT = 'connection-failed';

export function reportConnectionFailed(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CONNECTION_FAILED_EVENT));
}
