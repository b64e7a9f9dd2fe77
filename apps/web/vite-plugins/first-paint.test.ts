import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { bundleBootScript, firstPaint } from './first-paint';

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

const transform = async (html: string, ctx: Partial<IndexHtmlTransformContext>) => {
  const hook = firstPaint().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return (await hook.handler.call({} as never, html, ctx as IndexHtmlTransformContext)) as string;
};

describe('first paint: nothing in index.html waits for the network', () => {
  let out = '';
  let head = '';
  let boot = '';
  beforeAll(async () => {
    out = await transform(BUILT, { path: '/index.html', filename: 'index.html' });
    head = out.slice(0, out.indexOf('</head>'));
    boot = await bundleBootScript();
  });

  it('inlines the boot script, bundled with what it imports', () => {
    expect(out).not.toContain('/boot.js');
    expect(head).toContain(`<script>${boot}</script>`);
    expect(boot).not.toMatch(/\bimport\b/);
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

  it('under the dev server only inlines the boot script', async () => {
    const dev = await transform(BUILT, { path: '/index.html', server: {} as never });
    expect(dev).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(dev).not.toContain('/boot.js');
  });

  it('refuses an index.html without the boot script tag', async () => {
    await expect(transform('<html><head></head></html>', {})).rejects.toThrow('/boot.js');
  });
});

/** Runs the inlined boot script in a page at `path` with the given storage; the classes it set. */
async function bootClasses(
  path: string,
  stored: Record<string, string>,
  permission: NotificationPermission | 'unsupported' = 'default',
): Promise<string[]> {
  const classes = new Set<string>();
  const globals: Record<string, unknown> = {
    location: { pathname: path },
    document: { documentElement: { classList: { add: (c: string) => classes.add(c) } } },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
  };
  if (permission !== 'unsupported') globals.Notification = { permission };
  runInNewContext(await bundleBootScript(), globals);
  return [...classes].sort();
}

describe('the boot script picks the first paint the app will show', () => {
  const member = { logged_in: 'true' };

  it('paints the login screen on /login and for anyone not logged in', async () => {
    expect(await bootClasses('/login', member)).toEqual(['fw-boot']);
    expect(await bootClasses('/app/scorecards', {})).toEqual(['fw-boot']);
  });

  it("paints a member's app frame, with the invitation while the browser has not asked", async () => {
    expect(await bootClasses('/app/scorecards', member)).toEqual([
      'fw-boot-app',
      'fw-notify-invite',
    ]);
  });

  it('leaves the invitation out once answered, or where the browser has no notifications', async () => {
    const answered = { ...member, fw_notify_invite_done: '1' };
    expect(await bootClasses('/app/scorecards', answered)).toEqual(['fw-boot-app']);
    expect(await bootClasses('/app/scorecards', member, 'granted')).toEqual(['fw-boot-app']);
    expect(await bootClasses('/app/scorecards', member, 'unsupported')).toEqual(['fw-boot-app']);
  });

  it('paints neither outside /app and /login (the app draws those itself)', async () => {
    expect(await bootClasses('/elsewhere', member)).toEqual([]);
  });
});
