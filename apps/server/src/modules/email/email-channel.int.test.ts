import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { memberships, players } from '../../db/schema';
import { EmailChannel } from './email-channel';

// The channel against an SMTP server on this machine: the mail that arrives is read back.
let t: TestApp;
let smtp: SMTPServer;
const arrived: { envelopeTo: string[]; mail: ParsedMail }[] = [];
let demoId: number;
let email: string | null;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((mail) => {
          arrived.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({
    email: {
      mode: 'smtp',
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Golfclub De Demo <noreply@club.example>',
      publicUrl: 'https://app.club.example',
    },
  });
  const [me] = await t.database.db
    .select({ id: memberships.id, email: players.email })
    .from(memberships)
    .innerJoin(players, eq(players.id, memberships.player_id))
    .where(and(eq(memberships.club_id, t.clubId('demo')), eq(memberships.username, 'demo')));
  demoId = me!.id;
  email = me!.email;
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

const message = {
  title: 'Kaart aftekenen vóór morgen',
  body: 'Jan de Vries vraagt je zijn kaart van 2 juni af te tekenen.',
  url: '/app/mark/12',
};

describe('EmailChannel', () => {
  it("mails the notification to the member's address, with a link to its screen", async () => {
    expect(email).toBeTruthy();
    await t.app.notificationChannels.email.deliver({
      clubId: t.clubId('demo'),
      relatieId: demoId,
      ...message,
    });
    expect(arrived).toHaveLength(1);
    const { envelopeTo, mail } = arrived[0]!;
    expect(envelopeTo).toEqual([email]);
    expect(mail.subject).toBe('Kaart aftekenen vóór morgen');
    expect(mail.from?.value).toEqual([
      { name: 'Golfclub De Demo', address: 'noreply@club.example' },
    ]);
    expect(mail.to).toMatchObject({ value: [{ address: email }] });
    expect(mail.text).toBe(
      'Jan de Vries vraagt je zijn kaart van 2 juni af te tekenen.\n\nhttps://app.club.example/app/mark/12\n',
    );
    expect(t.app.notificationChannels.email.name).toBe('email');
  });

  it('sends nothing to a member without an email address', async () => {
    const before = arrived.length;
    const channel = new EmailChannel(async () => null, {
      mode: 'smtp',
      smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      from: 'noreply@club.example',
      publicUrl: 'https://app.club.example',
    });
    await channel.deliver({ clubId: 1, relatieId: 1, ...message });
    channel.close();
    expect(arrived.length).toBe(before);
  });

  it('writes the mail to the log without an SMTP server, and sends nothing when off', async () => {
    const logged: object[] = [];
    const setup = { from: 'noreply@localhost', publicUrl: 'http://localhost:3000' };
    const log = { info: (details: object) => logged.push(details) };
    const address = async () => 'lid@example.org';
    await new EmailChannel(address, { mode: 'log', ...setup }, log).deliver({
      clubId: 1,
      relatieId: 1,
      ...message,
    });
    expect(logged).toEqual([
      {
        email: {
          from: 'noreply@localhost',
          to: 'lid@example.org',
          subject: message.title,
          text: `${message.body}\n\nhttp://localhost:3000/app/mark/12\n`,
        },
      },
    ]);
    await new EmailChannel(address, { mode: 'off', ...setup }, log).deliver({
      clubId: 1,
      relatieId: 1,
      ...message,
    });
    expect(logged).toHaveLength(1);
  });
});
