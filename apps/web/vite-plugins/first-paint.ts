import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

const BOOT_SCRIPT = fileURLToPath(new URL('../src/app/boot-script.ts', import.meta.url));
const BOOT_TAG = '<script src="/boot.js"></script>';
const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOADS = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /<link rel="stylesheet"( crossorigin)? href="(\/assets\/index-[^"]+\.css)">/;

/**
 * The boot script with the app modules it imports (the login flag, the invitation rule), as one
 * minified script: it shares their code instead of repeating their rules.
 */
export async function bundleBootScript(): Promise<string> {
  const bundle = await rolldown({ input: BOOT_SCRIPT, logLevel: 'warn' });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    return output[0].code.trim();
  } finally {
    await bundle.close();
  }
}

/**
 * The app's JavaScript, requested once the first frame is painted: the entry and the modules it
 * preloads, as Vite listed them. The fallback timer starts it in a tab that does not paint.
 */
function appLoader(entry: string, preloads: string[]): string {
  return `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 100);
})();`;
}

/**
 * Nothing in index.html waits for the network before the static login screen paints (on a slow
 * phone line the JS takes seconds to arrive, and the first paint would queue behind it):
 * - the boot script (which decides whether that screen shows) is inlined;
 * - in the build, the app's stylesheet loads with media="print", so it does not block rendering
 *   (main.tsx switches it on and waits for it before React renders: `enableAppStylesheet`), and
 *   the app's JavaScript is requested by a small inline loader once the first frame is painted.
 * The server allows the inline scripts in its Content-Security-Policy by their hashes
 * (apps/server/src/plugins/web.ts).
 */
export function firstPaint(): Plugin {
  return {
    name: 'fairway-first-paint',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!html.includes(BOOT_TAG)) throw new Error(`index.html has no ${BOOT_TAG}`);
        const boot = await bundleBootScript();
        let out = html.replace(BOOT_TAG, () => `<script>${boot}</script>`);
        if (ctx.server) return out; // the dev server loads its modules as it always does
        const entry = ENTRY.exec(out)?.[1];
        if (!entry) throw new Error('index.html has no module entry script');
        const preloads = [...out.matchAll(PRELOADS)].map((m) => m[1]!);
        out = out
          .replace(ENTRY, '')
          .replace(PRELOADS, '')
          .replace(
            STYLESHEET,
            (_m, crossorigin: string | undefined, href: string) =>
              `<link rel="stylesheet"${crossorigin ?? ''} href="${href}" media="print" data-app-css>`,
          )
          .replace('</body>', () => `<script>${appLoader(entry, preloads)}</script>\n  </body>`);
        return out;
      },
    },
  };
}
