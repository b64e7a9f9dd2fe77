/** The browser's own idea of the connection (context.setOffline in tests flips it too). */
export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;
