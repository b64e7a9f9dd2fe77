import { describe, expect, it } from 'vitest';
import { sanitizeNewsHtml } from './sanitize';

// The news editor's HTML is never trusted: whatever reaches the server, only the allow-list is
// stored (the member app shows it as HTML).
describe('sanitizeNewsHtml', () => {
  it('keeps what the editor writes: bold, italic, headings, lists, links', () => {
    const html =
      '<h2>Kop</h2><h3>Sub</h3><p><strong>vet</strong> <em>schuin</em></p>' +
      '<ul><li><p>een</p></li></ul><ol><li>twee</li></ol>' +
      '<p><a href="https://ngf.nl/x?a=1&amp;b=2">ngf</a></p>';
    expect(sanitizeNewsHtml(html)).toBe(
      '<h2>Kop</h2><h3>Sub</h3><p><strong>vet</strong> <em>schuin</em></p>' +
        '<ul><li><p>een</p></li></ul><ol><li>twee</li></ol>' +
        '<p><a href="https://ngf.nl/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">ngf</a></p>',
    );
  });

  it.each([
    ['<script>alert(1)</script>', ''],
    ['<img src=x onerror=alert(1)>', '<img src="x" />'],
    ['<svg onload=alert(1)><circle/></svg>', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    [
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['<a href=" javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    [
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['<iframe src="https://e.vil"></iframe>', ''],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<style>p{color:red}</style><p>x</p>', '<p>x</p>'],
    ['<form action="https://e.vil"><input name="p"></form>', ''],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', 'x'],
    ['<p><b onmouseover="alert(1)">x</b></p>', '<p><b>x</b></p>'],
    ['<meta http-equiv="refresh" content="0;url=https://e.vil">', ''],
    ['<base href="https://e.vil/">', ''],
    ['<!--<script>alert(1)</script>--><p>x</p>', '<p>x</p>'],
  ])('removes the attack in %s', (dirty, clean) => {
    expect(sanitizeNewsHtml(dirty)).toBe(clean);
  });

  it('replaces a link target and rel of its own with the safe ones', () => {
    expect(sanitizeNewsHtml('<a href="https://a.nl" target="_self" rel="opener">a</a>')).toBe(
      '<a href="https://a.nl" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });

  it('keeps text with markup characters escaped', () => {
    expect(sanitizeNewsHtml('<p>1 &lt; 2 &amp; "x"</p>')).toBe('<p>1 &lt; 2 &amp; "x"</p>');
  });
});
