import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatEuroCents, LANGUAGES, type Language } from '@fairway/golf';
import { DEMO_OUTCOMES, demoCheckoutPath } from './demo-provider';

const KEYS = [
  'title',
  'notice',
  'amount',
  'description',
  'choose',
  'paid',
  'failed',
  'canceled',
  'expired',
  'unknown',
  'back',
] as const;
type Labels = Record<(typeof KEYS)[number], string>;

/** The demo checkout's words: the `demoCheckout` section of the app's i18n files. */
export class DemoCheckoutLabels {
  private readonly loaded = new Map<Language, Promise<Labels>>();
  constructor(private readonly i18nDir: string) {}

  of(language: Language): Promise<Labels> {
    let labels = this.loaded.get(language);
    if (!labels) {
      labels = this.load(language);
      this.loaded.set(language, labels);
    }
    return labels;
  }

  private async load(language: Language): Promise<Labels> {
    const file = JSON.parse(
      await readFile(path.join(this.i18nDir, `${language}.json`), 'utf8'),
    ) as { demoCheckout?: Record<string, unknown> };
    const out = {} as Labels;
    for (const key of KEYS) {
      const text = file.demoCheckout?.[key];
      if (typeof text !== 'string') throw new Error(`${language}: demoCheckout.${key} missing`);
      out[key] = text;
    }
    return out;
  }
}

/** The browser's first language we have (Accept-Language), else Dutch. */
export function pageLanguage(acceptLanguage: string | undefined): Language {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const primary = part.split(';')[0]!.trim().slice(0, 2).toLowerCase();
    const found = primary && LANGUAGES.find((l) => l.startsWith(`${primary}_`));
    if (found) return found;
  }
  return 'nl_NL';
}

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The demo provider's checkout page: plainly a demo, with the amount and description the
 * provider holds and one button per outcome (a form POST to this page, no script).
 */
export function demoCheckoutPage(
  t: Labels,
  language: Language,
  payment: { id: string; amount_cents: number; description: string; status: string } | undefined,
): string {
  const body =
    payment && payment.status === 'open'
      ? `<dl><dt>${esc(t.description)}</dt><dd>${esc(payment.description)}</dd>
<dt>${esc(t.amount)}</dt><dd class="amount">${esc(formatEuroCents(payment.amount_cents))}</dd></dl>
<form method="post" action="${esc(demoCheckoutPath(payment.id))}">
<fieldset><legend>${esc(t.choose)}</legend>
${DEMO_OUTCOMES.map((o) => `<button type="submit" name="outcome" value="${o}" class="${o}">${esc(t[o])}</button>`).join('\n')}
</fieldset></form>`
      : `<p>${esc(t.unknown)}</p><p><a href="/app/matches">${esc(t.back)}</a></p>`;
  return `<!doctype html>
<html lang="${language.slice(0, 2)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(t.title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1f24}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
.demo{background:#fff3cd;border:2px dashed #8a6d00;color:#3d3000;padding:.75rem 1rem;border-radius:.5rem;font-weight:600}
dl{background:#fff;border-radius:.5rem;padding:1rem;margin:1rem 0}dt{font-size:.85rem;color:#4a525c}
dd{margin:0 0 .75rem;font-size:1.1rem}.amount{font-size:1.6rem;font-weight:700}
fieldset{border:0;padding:0;display:grid;gap:.75rem}legend{font-weight:600;margin-bottom:.75rem}
button{min-height:48px;font-size:1rem;border-radius:.5rem;border:1px solid #4a525c;background:#fff;color:#1b1f24}
button.paid{background:#0b6b2f;border-color:#0b6b2f;color:#fff}
</style></head>
<body><main><h1>${esc(t.title)}</h1><p class="demo" role="note">${esc(t.notice)}</p>
${body}</main></body></html>`;
}
