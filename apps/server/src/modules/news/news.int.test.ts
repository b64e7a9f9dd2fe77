import { describe, expect, it } from 'vitest';
import { NewsListResponse } from '@fairway/contract';
import { readAs, withSessions } from '../../../test/harness';
import { sanitizeNewsHtml } from './sanitize';

const s = withSessions(['demo', 'zuid']);

const get = (url: string, cookie?: string) => readAs(s.t, url, cookie);

describe('GET /api/news', () => {
  it('answers 401 without a session', async () => {
    expect((await get('/api/news')).statusCode).toBe(401);
  });

  it('pages the feed by 10, newest first, with the total', async () => {
    const first = NewsListResponse.parse((await get('/api/news', s.demo)).json());
    expect(first.items).toHaveLength(10);
    expect(first.total).toBe(24);
    const dates = first.items.map((n) => n.datum);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = NewsListResponse.parse((await get('/api/news?limit=10&offset=20', s.demo)).json());
    expect(last.items).toHaveLength(4);
    const ids = new Set([...first.items, ...last.items].map((n) => n.id));
    expect(ids.size).toBe(14);
  });

  it('shows each club only its own news', async () => {
    const a = NewsListResponse.parse((await get('/api/news?limit=50', s.demo)).json());
    const b = NewsListResponse.parse((await get('/api/news?limit=50', s.zuid)).json());
    expect(b.total).toBe(5);
    expect(b.items.every((n) => n.titel.startsWith('Golfbaan Zuid'))).toBe(true);
    const aIds = new Set(a.items.map((n) => n.id));
    expect(b.items.some((n) => aIds.has(n.id))).toBe(false);
  });

  it.each(['limit=0', 'limit=abc', 'offset=-1', 'limit=1000'])('refuses %s with 400', async (q) => {
    const res = await get(`/api/news?${q}`, s.demo);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});

describe('GET /api/news/{id}', () => {
  it('answers 401 without a session', async () => {
    expect((await get('/api/news/1')).statusCode).toBe(401);
  });

  it('answers one post of the own club', async () => {
    const [first] = NewsListResponse.parse((await get('/api/news', s.demo)).json()).items;
    const res = await get(`/api/news/${first!.id}`, s.demo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(first);
  });

  it("answers 404 for another club's post, as if it did not exist", async () => {
    const [first] = NewsListResponse.parse((await get('/api/news', s.demo)).json()).items;
    const res = await get(`/api/news/${first!.id}`, s.zuid);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it.each(['abc', '0', '-3', '99999999999', '1.5'])('refuses id %s with 400', async (id) => {
    const res = await get(`/api/news/${id}`, s.demo);
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await get('/api/news/987654', s.demo)).statusCode).toBe(404);
  });
});

describe('news HTML sanitizing', () => {
  it('strips scripts, event handlers and javascript: links, keeps text, links and images', () => {
    const dirty =
      '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>' +
      '<a href="https://ngf.nl">ngf</a><img src="https://a.nl/b.png" onerror="x()"><iframe src="https://e.vil"></iframe>';
    const clean = sanitizeNewsHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe/);
    expect(clean).toContain(
      '<a href="https://ngf.nl" target="_blank" rel="noopener noreferrer">ngf</a>',
    );
    expect(clean).toContain('<img src="https://a.nl/b.png" />');
  });
});
