import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS } from '@fairway/contract';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { cardHandedTo } from '../../../test/marker-card';
import {
  startPushFake,
  subscriptionCall,
  type FakeDevice,
  type PushFake,
} from '../../../test/push-fake';
import { memberships, players } from '../../db/schema';
import { MARKER_REMINDER } from './card-reminders';

/**
 * The notifications joined to web push and email: a marker reminder reaches the marker's
 * subscribed device (through a push service on this machine, decrypted with the device's keys)
 * and their mail (an SMTP server on this machine), each in the member's language; quiet hours
 * hold both until they end.
 */
const NOW = new Date('2026-11-22T10:00:00Z'); // 11:00 at the club (Europe/Amsterdam)
const CHANNELS = 'notification-channel';
let t: TestApp;
let fake: PushFake;
let smtp: SMTPServer;
const mails: ParsedMail[] = [];
let demo: string;
let marker: string;
let demoId: number;
let phone: FakeDevice;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => void mails.push(mail))
        .then(() => done(), done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  fake = await startPushFake();
  t = await createTestApp({
    clock: () => NOW,
    push: { agent: fake.agent, isPushService: () => true },
    email: {
      mode: 'smtp',
      smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      from: 'noreply@club.example',
      publicUrl: 'https://app.club.example',
    },
  });
  [demo, marker] = await Promise.all([t.login('demo'), t.login('marker')]);
  demoId = (await t.app.inject({ url: '/api/relatie/self', headers: { cookie: demo } })).json().id;
  phone = fake.device();
  expect((await subscriptionCall(t, 'PUT', demo, phone)).statusCode).toBe(204);
  await demoPlayer({ email: 'demo@club.example' });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

async function demoPlayer(set: { email?: string; voorkeurstaal?: string }) {
  const [m] = await t.database.db
    .select({ player: memberships.player_id })
    .from(memberships)
    .where(and(eq(memberships.club_id, t.clubId('demo')), eq(memberships.id, demoId)));
  await t.database.db.update(players).set(set).where(eq(players.id, m!.player));
}

const pushesTo = (d: FakeDevice) =>
  fake.received
    .filter((r) => r.path === new URL(d.endpoint).pathname)
    .map((r) => r.payload as { title: string; body: string; url: string; tag: string });

/** A card handed to demo, its reminder run: the card's id and the marker's name in the text. */
async function reminded(): Promise<{ cardId: number; player: string }> {
  const cardId = await cardHandedTo(t, marker, demoId);
  expect(await t.app.jobs.runDue(MARKER_REMINDER)).toBe(1);
  const inbox = (
    await t.app.inject({ url: '/api/notifications', headers: { cookie: demo } })
  ).json();
  expect(inbox.notifications[0].link).toBe(`/app/mark/${cardId}`);
  return { cardId, player: inbox.notifications[0].params.player };
}

const sentence = (lang: 'en_US' | 'nl_NL', player: string) =>
  NOTIFICATION_TEXTS[lang].notifications.kind.marker_card_to_sign
    .replace('{{player}}', player)
    .replace('{{date}}', '22-11-2026');

describe('a marker reminder by push and email', () => {
  it.each(['en_US', 'nl_NL'] as const)(
    'reaches the subscribed marker in their language (%s) and their mail',
    async (lang) => {
      await demoPlayer({ voorkeurstaal: lang });
      const pushed = pushesTo(phone).length;
      const mailed = mails.length;
      const { cardId, player } = await reminded();
      // One job per channel: push and email (the marker's card is mailed by default).
      expect(await t.app.jobs.runDue(CHANNELS)).toBe(2);
      const title = NOTIFICATION_TEXTS[lang].notifications.kindName.marker_card_to_sign;
      expect(pushesTo(phone).slice(pushed)).toEqual([
        {
          title,
          body: sentence(lang, player),
          url: `/app/mark/${cardId}`,
          tag: `marker_card_to_sign:/app/mark/${cardId}`,
        },
      ]);
      expect(mails.slice(mailed)).toHaveLength(1);
      const mail = mails.at(-1)!;
      expect(mail.subject).toBe(title);
      expect(mail.text).toContain(sentence(lang, player));
      expect(mail.text).toContain(`https://app.club.example/app/mark/${cardId}`);
    },
  );

  it('English and Dutch differ, so the language was really chosen', () => {
    expect(sentence('en_US', 'X')).not.toBe(sentence('nl_NL', 'X'));
  });

  it('is not mailed when the member turned email off for it; push still comes', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: writeHeaders(demo),
      payload: {
        kinds: [{ kind: 'marker_card_to_sign', push: true, email: false }],
        quiet_hours: null,
      },
    });
    expect(res.statusCode).toBe(200);
    const pushed = pushesTo(phone).length;
    const mailed = mails.length;
    await reminded();
    expect(await t.app.jobs.runDue(CHANNELS)).toBe(1);
    expect(pushesTo(phone)).toHaveLength(pushed + 1);
    expect(mails).toHaveLength(mailed);
  });

  it('waits for the end of the quiet hours, then arrives', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: writeHeaders(demo),
      payload: {
        kinds: [{ kind: 'marker_card_to_sign', push: true, email: true }],
        quiet_hours: { from: '10:30', until: '12:00' },
      },
    });
    expect(res.statusCode).toBe(200);
    const pushed = pushesTo(phone).length;
    const mailed = mails.length;
    const { cardId } = await reminded();
    expect(await t.app.jobs.runDue(CHANNELS)).toBe(0);
    expect(pushesTo(phone)).toHaveLength(pushed);
    // Held until 12:00 at the club: an hour from the club's 11:00.
    const { rows } = await t.database.queueDb.executeSql(
      `SELECT round(extract(epoch FROM start_after - created_on) / 60) AS minutes
       FROM pgboss.job WHERE name = $1 AND state = 'created'`,
      [CHANNELS],
    );
    expect(rows).toHaveLength(2);
    for (const r of rows as { minutes: string | number }[]) expect(Number(r.minutes)).toBe(60);
    // The hour passes.
    await t.database.queueDb.executeSql(
      `UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE name = $1 AND state = 'created'`,
      [CHANNELS],
    );
    expect(await t.app.jobs.runDue(CHANNELS)).toBe(2);
    expect(
      pushesTo(phone)
        .slice(pushed)
        .map((p) => p.url),
    ).toEqual([`/app/mark/${cardId}`]);
    expect(mails).toHaveLength(mailed + 1);
  });
});
