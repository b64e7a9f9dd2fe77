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

/**
 * A way a rendered message reaches a member (push, email). The notifications' dispatcher takes a
 * `NotificationChannel` (kind and values, not text); its `RenderedChannel` renders the text in
 * the member's language and hands it to one of these (modules/notifications/README.md).
 */
export interface MessageChannel {
  readonly name: string;
  /** Resolves once sent (or when the member cannot be reached this way); throws to be tried again. */
  deliver(n: ChannelMessage): Promise<void>;
}
