import { describe, expect, it } from 'vitest';
import { FaqResponse } from '@fairway/contract';
import { callAs, writeHeaders, type TestApp, withTestApp } from '../../../test/harness';
import { and, eq } from 'drizzle-orm';
import { memberInLanguage } from '../../../test/member-language';
import { faqTranslations, feedback } from '../../db/schema';

let t: TestApp;
let demo: string;
withTestApp(async (app) => {
  t = app;
  demo = await app.login('demo');
});

const send = (cookie: string | undefined, payload: unknown) =>
  callAs(t, 'POST', '/api/feedback', cookie, payload);
const stored = async () => (await t.database.db.select().from(feedback)).length;

describe('POST /api/feedback', () => {
  it('answers 401 without a session', async () => {
    expect((await send(undefined, { subject: 'a', feedback: 'b' })).statusCode).toBe(401);
  });

  it.each([
    [{ subject: 'x', feedback: '' }],
    [{ subject: 'x', feedback: '   ' }],
    [{ subject: 'x' }],
    [{ subject: 'x', feedback: 'y'.repeat(5001) }],
    [{ subject: 5, feedback: 'ok' }],
  ])('refuses %j with 400 naming the field and stores nothing', async (payload) => {
    const before = await stored();
    const res = await send(demo, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toMatch(/feedback|subject/);
    expect(await stored()).toBe(before);
  });

  it("uses the spec's message for empty feedback", async () => {
    const res = await send(demo, { subject: 'x', feedback: '' });
    expect(res.json().fields[0]).toEqual({
      field: 'feedback',
      message: 'feedback field cannot be empty',
    });
  });

  it('stores the feedback for the own club and answers status and sender', async () => {
    const before = await stored();
    const res = await send(demo, { subject: 'Baan', feedback: 'De greens zijn prachtig.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      sender: { naam: expect.stringContaining('Demo') },
    });
    const rows = await t.database.db.select().from(feedback);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      club_id: t.clubId('demo'),
      feedback: 'De greens zijn prachtig.',
    });
  });
});

describe('POST /api/feedback with an Idempotency-Key', () => {
  const keyed = (key: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...writeHeaders(demo), 'idempotency-key': key },
      payload,
    });

  it('stores a repeat once and answers it with the first answer', async () => {
    const before = await stored();
    const payload = { subject: 'Tweemaal', feedback: 'Een keer opslaan graag.' };
    const first = await keyed('feedback-key-0001', payload);
    const again = await keyed('feedback-key-0001', payload);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await stored()).toBe(before + 1);
  });

  it('refuses the same key with another text (422) and stores nothing more', async () => {
    await keyed('feedback-key-0002', { subject: 'a', feedback: 'eerste' });
    const before = await stored();
    const other = await keyed('feedback-key-0002', { subject: 'a', feedback: 'tweede' });
    expect(other.statusCode).toBe(422);
    expect(await stored()).toBe(before);
  });
});

describe('GET /api/faq', () => {
  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/faq' })).statusCode).toBe(401);
  });
  it("answers the own club's FAQ in order", async () => {
    const res = await t.app.inject({ url: '/api/faq', headers: { cookie: demo } });
    const faq = FaqResponse.parse(res.json());
    expect(faq.length).toBeGreaterThan(3);
    expect(faq[0]!.vraag).toBe('Hoe wordt mijn handicap berekend?');
  });

  // The member's language (spec §4) picks the club's version of each entry where it wrote one.
  const faqAs = async (taal: string) => {
    const res = await t.app.inject({
      url: '/api/faq',
      headers: { cookie: await memberInLanguage(t, taal) },
    });
    expect(res.statusCode).toBe(200);
    return FaqResponse.parse(res.json());
  };

  it("answers an English member the club's English entries, in the same order", async () => {
    const dutch = FaqResponse.parse(
      (await t.app.inject({ url: '/api/faq', headers: { cookie: demo } })).json(),
    );
    const english = await faqAs('en_US');
    expect(english.map((e) => e.id)).toEqual(dutch.map((e) => e.id));
    expect(english[0]!.vraag).toBe('How is my handicap calculated?');
    expect((await faqAs('et_EE'))[0]!.vraag).toBe('Kuidas minu händikäppi arvutatakse?');
  });

  it("answers the club's own text where it wrote no version in the member's language", async () => {
    const first = (await faqAs('nl_NL'))[0]!;
    await t.database.db
      .delete(faqTranslations)
      .where(and(eq(faqTranslations.faq_id, first.id), eq(faqTranslations.taal, 'en_US')));
    const english = await faqAs('en_US');
    expect(english[0]!.vraag).toBe('Hoe wordt mijn handicap berekend?');
    expect(english[1]!.vraag).toBe('What is a qualifying card?');
    // de_DE is recognised but not offered: Dutch, like any unknown language.
    expect((await faqAs('de_DE'))[1]!.vraag).toBe('Wat is een qualifying kaart?');
  });
});
