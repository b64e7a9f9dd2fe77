import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * Gives each plain Ionic component its own module, so a component used on one screen ships with
 * that screen's chunk.
 *
 * Why: @ionic/react is a single module whose wrappers statically import their web component from
 * @ionic/core. A bundler splits by module, so every Ionic component used anywhere in the app ends
 * up in the chunk that holds @ionic/react, which /login loads. This plugin rewrites
 * `import { IonTextarea } from '@ionic/react'` in our sources to a virtual module that builds the
 * wrapper exactly as @ionic/react does (same tag, element class, events and define function, read
 * from @ionic/react's own build). Components @ionic/react wraps in other ways (routing links,
 * overlays, the router outlet) keep coming from @ionic/react. Types are untouched.
 */

const VIRTUAL_PREFIX = 'virtual:ionic-component/';
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;

interface ComponentDef {
  tagName: string;
  coreModule: string;
  coreClass: string;
  events: string;
}

function readDefinitions(): Map<string, ComponentDef> {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('@ionic/react'), 'utf8');

  const imports = new Map<string, { module: string; exported: string }>();
  const importRe =
    /import \{ (\w+) as ([\w$]+), defineCustomElement as ([\w$]+) \} from '(@ionic\/core\/components\/[\w-]+\.js)';/g;
  for (const m of source.matchAll(importRe)) {
    imports.set(m[2]!, { module: m[4]!, exported: m[1]! });
    imports.set(m[3]!, { module: m[4]!, exported: 'defineCustomElement' });
  }

  const defs = new Map<string, ComponentDef>();
  const componentRe = /const (Ion\w+) = \/\*@__PURE__\*\/ createComponent\(\{([\s\S]*?)\n\}\);/g;
  for (const m of source.matchAll(componentRe)) {
    const body = m[2]!;
    const tagName = /tagName: '([\w-]+)'/.exec(body)?.[1];
    const elementClass = /elementClass: ([\w$]+)/.exec(body)?.[1];
    const define = /defineCustomElement: ([\w$]+)/.exec(body)?.[1];
    const events = /events: (\{[\s\S]*?\})/.exec(body)?.[1] ?? '{}';
    const classImport = elementClass ? imports.get(elementClass) : undefined;
    const defineImport = define ? imports.get(define) : undefined;
    if (!tagName || !classImport || classImport.module !== defineImport?.module) continue;
    defs.set(m[1]!, {
      tagName,
      coreModule: classImport.module,
      coreClass: classImport.exported,
      events,
    });
  }
  if (defs.size < 50) {
    throw new Error(
      `ionic-per-component: found only ${defs.size} components in @ionic/react; its build changed, update the plugin`,
    );
  }
  return defs;
}

export function ionicPerComponent(): Plugin {
  let defs: Map<string, ComponentDef>;
  return {
    name: 'fairway:ionic-per-component',
    enforce: 'pre',
    buildStart() {
      defs = readDefinitions();
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.split('?')[0] ?? '')) return null;
      if (!code.includes("from '@ionic/react'")) return null;
      const rewritten = code.replace(
        /import \{([^}]*)\} from '@ionic\/react';/g,
        (whole, list: string) => {
          const names = list
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean);
          const split = names.filter((n) => defs.has(n));
          if (split.length === 0) return whole;
          const rest = names.filter((n) => !defs.has(n));
          const lines = split.map((n) => `import { ${n} } from '${VIRTUAL_PREFIX}${n}';`);
          if (rest.length > 0) lines.push(`import { ${rest.join(', ')} } from '@ionic/react';`);
          return lines.join('\n');
        },
      );
      return rewritten === code ? null : { code: rewritten, map: null };
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const name = id.slice(RESOLVED_PREFIX.length);
      const def = defs.get(name);
      if (!def) throw new Error(`ionic-per-component: unknown component ${name}`);
      return [
        `import React from 'react';`,
        `import { createComponent } from '@stencil/react-output-target/runtime';`,
        `import { ${def.coreClass} as ElementClass, defineCustomElement } from '${def.coreModule}';`,
        `export const ${name} = /*@__PURE__*/ createComponent({`,
        `  tagName: '${def.tagName}',`,
        `  elementClass: ElementClass,`,
        `  react: React,`,
        `  events: ${def.events},`,
        `  defineCustomElement,`,
        `});`,
      ].join('\n');
    },
  };
}
