import { describe, expect, it } from 'vitest';
import { htmlToText, newsPreview } from './news-preview';

describe('htmlToText', () => {
  it('strips tags, keeps words apart across blocks and decodes entities', () => {
    expect(htmlToText('<p>Hole&nbsp;7</p><p>Kosten: &euro; 195,- &amp; meer</p>')).toBe(
      'Hole 7 Kosten: € 195,- & meer',
    );
    expect(htmlToText('<ul><li>Heren</li><li>Dames</li></ul>')).toBe('Heren Dames');
    expect(htmlToText('caf&#233; &#x2013; bar')).toBe('café – bar');
  });
});

describe('newsPreview (spec §9: preview at about 200 characters)', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `woord${i}`).join(' ');

  it('keeps a short text whole, without an ellipsis', () => {
    expect(newsPreview('<p>Kort bericht.</p>')).toBe('Kort bericht.');
  });

  it('cuts a long text on a word boundary at no more than 200 characters and adds …', () => {
    const preview = newsPreview(`<p>${words(60)}</p>`);
    expect(preview.endsWith('…')).toBe(true);
    const body = preview.slice(0, -1);
    expect(body.length).toBeLessThanOrEqual(200);
    expect(body.length).toBeGreaterThan(150);
    expect(words(60).startsWith(body)).toBe(true);
    expect(words(60)[body.length]).toBe(' ');
  });

  it('does not leave punctuation before the ellipsis', () => {
    const text = `${'a'.repeat(195)}, bbbbbbbbbb`;
    expect(newsPreview(text)).toBe(`${'a'.repeat(195)}…`);
  });

  it('cuts a single overlong word hard', () => {
    expect(newsPreview('x'.repeat(300))).toBe(`${'x'.repeat(200)}…`);
  });

  it('counts text, not markup', () => {
    const html = `<p><a href="https://example.org/${'x'.repeat(300)}">link</a> tekst</p>`;
    expect(newsPreview(html)).toBe('link tekst');
  });
});
