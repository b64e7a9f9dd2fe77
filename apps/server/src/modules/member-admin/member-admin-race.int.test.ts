import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BLANK_MEMBER, type AdminMemberInput } from '@fairway/contract';
import { withTestApp, writeHeaders, type TestApp } from '../../../test/harness';

// Two administrators add a member with the same username (or GSN) at the same moment: both
// checks find it free, and the database's unique index stops the second. That one is a 409
// naming the field, never a 500, and the club holds one such member.
let t: TestApp;
let admin: string;
withTestApp(async (app) => {
  t = app;
  admin = await t.login('beheer');
});

const member = (i: number, over: Partial<AdminMemberInput>): AdminMemberInput => ({
  ...BLANK_MEMBER,
  voorletters: 'R.',
  roepnaam: 'Race',
  achternaam: `Gelijk${i}`,
  ...over,
});

const create = (body: AdminMemberInput) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/members',
    headers: { ...writeHeaders(admin), 'idempotency-key': randomUUID() },
    payload: body,
  });

describe('two creates of one member at once', () => {
  it.each(Array.from({ length: 10 }, (_, i) => i))('round %i: one 200, one 409', async (i) => {
    for (const [field, over] of [
      ['username', { username: `gelijk${i}` }],
      ['gsn', { gsn: `NL${83_000_000 + i}` }],
    ] as const) {
      const answers = await Promise.all([
        create(member(2 * i, over)),
        create(member(2 * i + 1, over)),
      ]);
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes, answers.map((a) => a.body).join('\n')).toEqual([200, 409]);
      const refused = answers.find((a) => a.statusCode === 409)!.json();
      expect(refused.fields?.[0]?.field).toBe(field);
    }
  });
});
