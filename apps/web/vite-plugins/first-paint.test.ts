import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { firstPaint } from './first-paint';

const BUILT = `<!doctype html>
<html>
  <head>
    <script src="/boot.js"></script>
    <style>#boot{display:none}</style>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/client-def.js">
    <link rel="modulepreload" crossorigin href="/assets/i18n-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const transform = (html: string, ctx: Partial<IndexHtmlTransformContext>) => {
  const hook = firstPaint().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, ctx as IndexHtmlTransformContext) as string;
};

describe('first paint: nothing in index.html waits for the network', () => {
  const out = transform(BUILT, { path: '/index.html', filename: 'index.html' });
  const head = out.slice(0, out.indexOf('</head>'));

  it('inlines the boot script', () => {
    expect(out).not.toContain('/boot.js');
    expect(head).toContain("document.documentElement.classList.add('fw-boot')");
  });

  it('leaves no script or module preload in <head> that the browser fetches', () => {
    expect(head).not.toMatch(/<script[^>]+src=/);
    expect(head).not.toContain('modulepreload');
  });

  it('loads the stylesheet without blocking rendering, marked for the app to switch on', () => {
    expect(head).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-jkl.css" media="print" data-app-css>',
    );
  });

  it('starts the entry and its preloads from an inline loader at the end of <body>', () => {
    const loader = out.slice(out.indexOf('<div id="root"></div>'));
    expect(loader).toContain('"/assets/index-abc.js"');
    expect(loader).toContain('["/assets/client-def.js","/assets/i18n-ghi.js"]');
    expect(loader).toContain("script.type = 'module'");
  });

  it('under the dev server only inlines the boot script', () => {
    const dev = transform(BUILT, { path: '/index.html', server: {} as never });
    expect(dev).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(dev).not.toContain('/boot.js');
  });

  it('refuses an index.html without the boot script tag', () => {
    expect(() => transform('<html><head></head></html>', {})).toThrow('/boot.js');
  });
});
