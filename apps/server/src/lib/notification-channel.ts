/**
 * One notification for one member, as a delivery channel takes it: already in the member's
 * language. `url` is the app's own path of the screen it is about (`/app/mark/12`).
 */
export interface ChannelMessage {
  clubId: number;
  relatieId: number;
  title: string;
  body: string;
  url: string;
  /** Notifications with the same tag replace each other on the device. */
  tag?: string;
}

/** A way a notification reaches a member (push, email). */
export interface NotificationChannel {
  readonly name: string;
  /** Resolves once sent (or when the member cannot be reached this way); throws to be tried again. */
  deliver(n: ChannelMessage): Promise<void>;
}
