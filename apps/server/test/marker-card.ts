import { HolesResponse } from '@fairway/contract';
import { expect } from 'vitest';
import { writeHeaders, type TestApp } from './harness';

/**
 * The member whose session is `player` plays a card of course 1 with `markerId` as its marker
 * and submits it complete: the card is handed to the marker (a marker reminder job). Its id.
 */
export async function cardHandedTo(t: TestApp, player: string, markerId: number): Promise<number> {
  const get = (url: string) => t.app.inject({ url, headers: { cookie: player } });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: writeHeaders(player), payload });
  const tees = (await get('/api/courses/1/tees')).json();
  const res = await post('/api/scorecards', {
    baan_id: 1,
    tee_id: tees[1].id,
    marker_id: markerId,
  });
  const id = res.json().id as number;
  const holes = HolesResponse.parse((await get(`/api/scorecards/${id}/cardHoles`)).json());
  const scores = holes.map((h) => h.PAR + h.ES);
  const edit = await post(`/api/scorecards/${id}/edit`, { scores, allScoresSaved: 1 });
  expect(edit.statusCode).toBe(200);
  return id;
}
