import type { FastifyInstance } from 'fastify';
import type { ClubContext } from './club-context/club-context';
import type { Db } from './db/connect';
import type { Notifications } from './db/notifications';
import { EmailChannel, type EmailSetup } from './modules/email';
import { eventsRoutes, LiveBus, type LiveStreamOptions } from './modules/events';
import type { JobQueue } from './modules/jobs';
import type { MembersRepository } from './modules/members';
import {
  BookingMessages,
  BookingReminders,
  CardReminders,
  PaymentMessages,
  MatchMessages,
  MessagesRepository,
  NewsMessages,
  NotificationDispatcher,
  NotificationsRepository,
  notificationsRoutes,
  NotificationsService,
  RenderedChannel,
  NotificationRenderer,
  type NotificationChannel,
} from './modules/notifications';
import {
  isKnownPushService,
  PushChannel,
  type PushChannelOptions,
  PushKeys,
  PushRepository,
  pushRoutes,
  PushService,
} from './modules/push';
import type { CardAccess } from './modules/scorecards';
import type { BookingRepository } from './modules/booking';

// The ways the server reaches a member outside a request: the notifications (inbox and the
// reminders' jobs), web push and email, and the live updates' stream. Kept out of app.ts, which
// wires the rest.

export interface NotificationsDeps {
  db: Db;
  jobs: JobQueue;
  cardAccess: CardAccess;
  /** The app's bookings: their changes tell members through the booking module's events. */
  bookings: BookingRepository;
  members: MembersRepository;
  clubContext: ClubContext;
  /** Ways out besides the inbox, each called per notification it may send. */
  channels: readonly NotificationChannel[];
}

/**
 * The inbox's calls, and the reminders and messages made with the cards' and bookings' own
 * changes. Answers the dispatcher, which registerPushAndEmail joins push and email to, and the
 * match, news and payment messages, which app.ts hands to those areas (built after this).
 */
export async function registerNotifications(app: FastifyInstance, deps: NotificationsDeps) {
  const repo = new NotificationsRepository(deps.db);
  const dispatcher = new NotificationDispatcher(repo, deps.jobs);
  for (const channel of deps.channels) dispatcher.register(channel);
  const made = {
    db: deps.db,
    queue: deps.jobs,
    dispatcher,
    club: deps.clubContext,
    messages: new MessagesRepository(deps.db),
  };
  deps.cardAccess.useEvents(
    new CardReminders({ ...made, cards: deps.cardAccess.cards, members: deps.members }),
  );
  const reminders = new BookingReminders({ ...made, bookings: deps.bookings });
  deps.bookings.useEvents(
    new BookingMessages({ ...made, bookings: deps.bookings, members: deps.members, reminders }),
  );
  await app.register(notificationsRoutes(new NotificationsService(repo, deps.clubContext.clock)));
  return {
    dispatcher,
    matches: new MatchMessages(made),
    news: new NewsMessages(made),
    payments: new PaymentMessages(made),
  };
}

export interface PushAndEmailDeps {
  db: Db;
  clock: () => Date;
  publicUrl: string;
  /** A member's address for mail, or null when they have none. */
  emailOf: (clubId: number, relatieId: number) => Promise<string | null>;
  push?: { isPushService?: (endpoint: string) => boolean; agent?: PushChannelOptions['agent'] };
  email?: EmailSetup;
  /**
   * The dispatcher that sends notifications by push and email besides the inbox, each rendered in
   * the member's language; none when the app was given channels of its own (tests).
   */
  notifications?: { dispatcher: NotificationDispatcher; members: MembersRepository };
}

/**
 * The push subscription calls, `app.notificationChannels` (push and email), and these joined to
 * the notifications' dispatcher.
 */
export async function registerPushAndEmail(app: FastifyInstance, deps: PushAndEmailDeps) {
  const pushRepo = new PushRepository(deps.db);
  const pushKeys = new PushKeys(pushRepo);
  await app.register(
    pushRoutes(
      new PushService(
        pushRepo,
        pushKeys,
        deps.push?.isPushService ?? isKnownPushService,
        deps.clock,
      ),
    ),
  );
  app.decorate('notificationChannels', {
    push: new PushChannel(pushRepo, pushKeys, {
      subject: vapidSubject(deps.publicUrl),
      log: app.log,
      ...(deps.push?.agent ? { agent: deps.push.agent } : {}),
    }),
    email: new EmailChannel(
      deps.emailOf,
      deps.email ?? { mode: 'log', from: 'noreply@localhost', publicUrl: deps.publicUrl },
      app.log,
    ),
  });
  app.addHook('onClose', async () => app.notificationChannels.email.close());
  const notifications = deps.notifications;
  if (notifications) {
    const renderer = new NotificationRenderer();
    for (const out of [app.notificationChannels.push, app.notificationChannels.email])
      notifications.dispatcher.register(new RenderedChannel(out, renderer, notifications.members));
  }
}

export type LiveDeps = LiveStreamOptions & { notifications?: Notifications; ringSize?: number };

/**
 * GET /api/events and `app.live`: the stream hears the database's notifications of this process
 * (none without them); a tee-sheet event also tells this process's sheet cache.
 */
export async function registerLiveUpdates(
  app: FastifyInstance,
  deps: LiveDeps,
  teeSheetHeardOf: (club: number, course: number, date: string | undefined) => void,
) {
  const live = new LiveBus({ ...(deps.ringSize ? { ringSize: deps.ringSize } : {}) });
  await app.register(eventsRoutes(live, deps));
  live.observe((e) => {
    if (e.topic !== 'tee-sheet') return;
    const [course, date] = e.key.split('/');
    teeSheetHeardOf(e.club, Number(course), date);
  });
  const notifications = deps.notifications;
  if (notifications) {
    await live.listen(notifications);
    app.addHook('onClose', () => notifications.close());
  }
  app.decorate('live', live);
}

/**
 * The VAPID subject push services may contact the sender at: the installation's https address,
 * else a mailto: on its host (push services refuse a plain http one); a test whose address is
 * only known once it listens gets localhost's.
 */
function vapidSubject(publicUrl: string): string {
  if (!URL.canParse(publicUrl)) return 'mailto:push@localhost';
  const url = new URL(publicUrl);
  return url.protocol === 'https:' ? url.origin : `mailto:push@${url.hostname}`;
}
