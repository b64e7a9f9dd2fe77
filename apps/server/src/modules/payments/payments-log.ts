/** What the payments module logs with (pino's logger, as the app's). */
export interface PaymentsLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
