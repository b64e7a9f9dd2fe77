/**
 * Wraps a fetch of code (a dynamic import) so every caller shares one attempt, and a failed one
 * (no connection) is forgotten: the next call fetches again instead of failing for good.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
