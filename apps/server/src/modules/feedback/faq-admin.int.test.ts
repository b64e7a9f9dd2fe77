import { describe, expect, it } from 'vitest';
import { AdminFaqItem, AdminFaqList, FaqResponse, type AdminFaqInput } from '@fairway/contract';
import { withTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { adminCalls, auditRowsOf, refusedFields, sessionWithRole } from '../../../test/admin-calls';
import { memberInLanguage } from '../../../test/member-language';

// The club's FAQ in the back office end to end: role, validation, another club's entry, each
// write with its audit row, and the member's FAQ that follows it in the member's language.
let t: TestApp;
let editor: string;
let beheer: string;
let demo: string;
let commissie: string;
let english: string;
let zuidEditor: string;

withTestApp(async (app) => {
  t = app;
  [beheer, demo, commissie] = await Promise.all([
    t.login('beheer'),
    t.login('demo'),
    t.login('commissie'),
  ]);
  editor = await sessionWithRole(t, 'marker', 'demo', 'news_editor');
  zuidEditor = await sessionWithRole(t, 'zuid', 'zuid', 'news_editor');
  // A member of the demo club who reads the app in English.
  english = await memberInLanguage(t, 'en_US');
});

const { call, get } = adminCalls(() => t, 'faq-admin');
const auditRows = (club = 'demo') => auditRowsOf(t, t.clubId(club), 'faq_entry');
const list = async (cookie = editor) => {
  const res = await get('/api/admin/faq', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return AdminFaqList.parse(res.json()).items;
};
const memberFaq = async (cookie = demo) => {
  const res = await get('/api/faq', cookie);
  expect(res.statusCode).toBe(200);
  return FaqResponse.parse(res.json());
};

const entry = (over: Partial<AdminFaqInput> = {}): AdminFaqInput => ({
  nl_NL: { vraag: 'Mag ik mijn hond meenemen?', antwoord: 'Aangelijnd, op de oefenbaan.' },
  en_US: { vraag: 'May I bring my dog?', antwoord: 'On a lead, on the practice course.' },
  et_EE: null,
  ...over,
});
async function create(body: object = entry(), cookie = editor) {
  const res = await call('POST', '/api/admin/faq', cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return AdminFaqItem.parse(res.json());
}

describe('GET /api/admin/faq', () => {
  it('answers 401 without a session and 403 to a member without the role', async () => {
    expect((await get('/api/admin/faq')).statusCode).toBe(401);
    expect((await get('/api/admin/faq', demo)).statusCode).toBe(403);
    expect((await get('/api/admin/faq', commissie)).statusCode).toBe(403);
  });

  it("lists the club's entries in the members' order, with their translations", async () => {
    const items = await list();
    expect(items.map((i) => i.id)).toEqual((await memberFaq()).map((e) => e.id));
    expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i));
    expect(items[0]).toMatchObject({
      nl_NL: { vraag: 'Hoe wordt mijn handicap berekend?' },
      en_US: { vraag: 'How is my handicap calculated?' },
      et_EE: { vraag: 'Kuidas minu händikäppi arvutatakse?' },
    });
    // The administrator may act as the news editor; another club's editor sees their own FAQ.
    expect((await list(beheer)).map((i) => i.id)).toEqual(items.map((i) => i.id));
    const zuid = await list(zuidEditor);
    expect(zuid.some((z) => items.some((i) => i.id === z.id))).toBe(false);
  });
});

describe('POST /api/admin/faq', () => {
  it('answers 401 without a session and 403 to a member without the role', async () => {
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/admin/faq',
      headers: writeHeaders(''),
      payload: entry(),
    });
    expect(anon.statusCode).toBe(401);
    expect((await call('POST', '/api/admin/faq', demo, entry())).statusCode).toBe(403);
  });

  it.each([
    [{ nl_NL: { vraag: ' ', antwoord: 'x' } }, ['nl_NL.vraag']],
    [{ nl_NL: { vraag: 'x', antwoord: '' } }, ['nl_NL.antwoord']],
    [{ nl_NL: undefined }, ['nl_NL']],
    [{ nl_NL: { vraag: 'x'.repeat(301), antwoord: 'x' } }, ['nl_NL.vraag']],
    [{ en_US: { vraag: 'Only a question', antwoord: '' } }, ['en_US.antwoord']],
    [{ et_EE: { vraag: ' ', antwoord: 'Vastus' } }, ['et_EE.vraag']],
    [{ et_EE: { vraag: 'x', antwoord: 'y'.repeat(5001) } }, ['et_EE.antwoord']],
  ])('refuses %j with 400 naming the field, and writes nothing', async (over, fields) => {
    const before = (await list()).length;
    const res = await call('POST', '/api/admin/faq', editor, entry(over as object));
    expect(res.statusCode).toBe(400);
    expect(refusedFields(res)).toEqual(fields);
    expect((await list()).length).toBe(before);
  });

  it('adds the entry at the end with an audit row; members read it in their language', async () => {
    const before = await list();
    const made = await create(
      entry({ et_EE: { vraag: '  Kas koer tohib kaasa võtta?  ', antwoord: 'Rihmaga.' } }),
    );
    expect(made).toMatchObject({
      position: before.length,
      nl_NL: entry().nl_NL,
      en_US: entry().en_US,
      et_EE: { vraag: 'Kas koer tohib kaasa võtta?', antwoord: 'Rihmaga.' },
    });
    const [row] = await auditRows();
    expect(row).toMatchObject({
      record_id: String(made.id),
      action: 'create',
      before: null,
      after: { nl_NL: entry().nl_NL, en_US: entry().en_US },
    });
    expect((await memberFaq()).at(-1)).toEqual({ id: made.id, ...entry().nl_NL });
    expect((await memberFaq(english)).at(-1)).toEqual({ id: made.id, ...entry().en_US });
    await call('DELETE', `/api/admin/faq/${made.id}`, editor);
  });

  it('takes empty translations as none: the member reads the Dutch', async () => {
    const made = await create(entry({ en_US: { vraag: '', antwoord: ' ' } }));
    expect(made.en_US).toBeNull();
    expect((await memberFaq(english)).at(-1)).toEqual({ id: made.id, ...entry().nl_NL });
    await call('DELETE', `/api/admin/faq/${made.id}`, editor);
  });

  it('adds an entry once for a key sent twice', async () => {
    const before = (await list()).length;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/faq',
        headers: { ...writeHeaders(editor), 'idempotency-key': 'faq-admin-twice' },
        payload: entry(),
      });
    const first = await send();
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await list()).length).toBe(before + 1);
    await call('DELETE', `/api/admin/faq/${first.json().id}`, editor);
  });
});

describe('PUT /api/admin/faq/:faq_id', () => {
  it("answers 401, 403, 400 naming the field and 404 for another club's entry", async () => {
    const made = await create();
    const url = `/api/admin/faq/${made.id}`;
    const anon = await t.app.inject({
      method: 'PUT',
      url,
      headers: writeHeaders(''),
      payload: entry(),
    });
    expect(anon.statusCode).toBe(401);
    expect((await call('PUT', url, demo, entry())).statusCode).toBe(403);
    const bad = await call('PUT', url, editor, entry({ en_US: { vraag: '', antwoord: 'x' } }));
    expect(bad.statusCode).toBe(400);
    expect(refusedFields(bad)).toEqual(['en_US.vraag']);
    expect((await call('PUT', url, zuidEditor, entry())).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/faq/987654', editor, entry())).statusCode).toBe(404);
    expect((await list()).find((i) => i.id === made.id)).toEqual(made);
    await call('DELETE', url, editor);
  });

  it('changes the texts, audits only the languages that changed; the members read them', async () => {
    const made = await create();
    const url = `/api/admin/faq/${made.id}`;
    const changed = entry({
      nl_NL: { vraag: 'Mag de hond mee?', antwoord: 'Nee.' },
      en_US: null,
      et_EE: { vraag: 'Kas koer tohib kaasa?', antwoord: 'Ei.' },
    });
    const res = await call('PUT', url, beheer, changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminFaqItem.parse(res.json())).toEqual({
      id: made.id,
      position: made.position,
      ...changed,
    });
    const [row] = await auditRows();
    expect(row).toMatchObject({
      record_id: String(made.id),
      action: 'update',
      before: { nl_NL: entry().nl_NL, en_US: entry().en_US, et_EE: null },
      after: changed,
    });
    // The English member now reads the Dutch: the entry has no English any more.
    expect((await memberFaq(english)).at(-1)).toEqual({ id: made.id, ...changed.nl_NL });
    expect((await memberFaq()).at(-1)).toEqual({ id: made.id, ...changed.nl_NL });

    // The same texts again change nothing and leave no row.
    const rows = (await auditRows()).length;
    expect((await call('PUT', url, editor, changed)).statusCode).toBe(200);
    const onlyEstonian = {
      ...changed,
      et_EE: { vraag: 'Kas koer tohib kaasa?', antwoord: 'Jah.' },
    };
    await call('PUT', url, editor, onlyEstonian);
    const after = await auditRows();
    expect(after.length).toBe(rows + 1);
    expect(after[0]).toMatchObject({
      before: { et_EE: changed.et_EE },
      after: { et_EE: onlyEstonian.et_EE },
    });
    expect(Object.keys(after[0]!.after as object)).toEqual(['et_EE']);
    await call('DELETE', url, editor);
  });
});

describe('PUT /api/admin/faq/:faq_id/position', () => {
  it("answers 401, 403, 400 naming the field and 404 for another club's entry", async () => {
    const [first] = await list();
    const url = `/api/admin/faq/${first!.id}/position`;
    const anon = await t.app.inject({
      method: 'PUT',
      url,
      headers: writeHeaders(''),
      payload: { position: 1 },
    });
    expect(anon.statusCode).toBe(401);
    expect((await call('PUT', url, demo, { position: 1 })).statusCode).toBe(403);
    for (const position of [-1, 1.5, 'x', 999]) {
      const res = await call('PUT', url, editor, { position });
      expect(res.statusCode).toBe(400);
      expect(refusedFields(res)).toEqual(['position']);
    }
    expect((await call('PUT', url, zuidEditor, { position: 0 })).statusCode).toBe(404);
    expect((await list())[0]!.id).toBe(first!.id);
  });

  it('moves the entry, with an audit row; the members read the new order', async () => {
    const ids = (await list()).map((i) => i.id);
    const moved = ids[0]!;
    const res = await call('PUT', `/api/admin/faq/${moved}/position`, editor, { position: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const expected = [ids[1], ids[2], moved, ...ids.slice(3)];
    expect(AdminFaqList.parse(res.json()).items.map((i) => i.id)).toEqual(expected);
    expect((await memberFaq()).map((e) => e.id)).toEqual(expected);
    expect((await memberFaq(english)).map((e) => e.id)).toEqual(expected);
    const [row] = await auditRows();
    expect(row).toMatchObject({
      record_id: String(moved),
      action: 'update',
      before: { position: 0 },
      after: { position: 2 },
    });
    // And back to the top.
    await call('PUT', `/api/admin/faq/${moved}/position`, editor, { position: 0 });
    expect((await memberFaq()).map((e) => e.id)).toEqual(ids);
  });
});

describe('DELETE /api/admin/faq/:faq_id', () => {
  it("answers 401, 403 and 404 for another club's entry", async () => {
    const made = await create();
    const url = `/api/admin/faq/${made.id}`;
    const anon = await t.app.inject({ method: 'DELETE', url, headers: writeHeaders('') });
    expect(anon.statusCode).toBe(401);
    expect((await call('DELETE', url, demo)).statusCode).toBe(403);
    expect((await call('DELETE', url, zuidEditor)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/faq/0', editor)).statusCode).toBe(400);
    expect((await list()).some((i) => i.id === made.id)).toBe(true);
    await call('DELETE', url, editor);
  });

  it('deletes the entry and its translations, with an audit row; members no longer read it', async () => {
    const made = await create();
    const res = await call('DELETE', `/api/admin/faq/${made.id}`, editor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    expect((await list()).some((i) => i.id === made.id)).toBe(false);
    expect((await memberFaq()).some((e) => e.id === made.id)).toBe(false);
    expect((await memberFaq(english)).some((e) => e.id === made.id)).toBe(false);
    const [row] = await auditRows();
    expect(row).toMatchObject({
      record_id: String(made.id),
      action: 'delete',
      before: { position: made.position, nl_NL: entry().nl_NL, en_US: entry().en_US },
      after: null,
    });
    expect((await call('DELETE', `/api/admin/faq/${made.id}`, editor)).statusCode).toBe(404);
  });
});
