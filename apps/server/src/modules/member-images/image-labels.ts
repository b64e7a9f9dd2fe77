import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, type Language } from '@fairway/golf';

/** The texts the server draws into the card and WHS images: the app's own i18n keys. */
export interface ImageLabels {
  cardTitle: string;
  name: string;
  gsn: string;
  club: string;
  index: string;
  validFor: string;
  whsTitle: string;
  lowIndex: string;
  scores: string;
  counting: string;
  capSoft: string;
  capHard: string;
  capNone: string;
}

const KEYS = Object.keys({
  cardTitle: 0,
  name: 0,
  gsn: 0,
  club: 0,
  index: 0,
  validFor: 0,
  whsTitle: 0,
  lowIndex: 0,
  scores: 0,
  counting: 0,
  capSoft: 0,
  capHard: 0,
  capNone: 0,
} satisfies Record<keyof ImageLabels, 0>) as (keyof ImageLabels)[];

/**
 * Reads the `images` section of each language file once: the images speak the member's language
 * with the same words as the app, and a missing key fails loudly at the first image.
 */
export class ImageLabelSource {
  private readonly loaded = new Map<Language, Promise<ImageLabels>>();

  constructor(private readonly i18nDir: string) {}

  of(language: Language): Promise<ImageLabels> {
    let labels = this.loaded.get(language);
    if (!labels) {
      labels = this.load(language);
      this.loaded.set(language, labels);
    }
    return labels;
  }

  private async load(language: Language): Promise<ImageLabels> {
    if (!LANGUAGES.includes(language)) throw new Error(`no language ${language}`);
    const file = JSON.parse(
      await readFile(path.join(this.i18nDir, `${language}.json`), 'utf8'),
    ) as { images?: Record<string, unknown> };
    const out = {} as ImageLabels;
    for (const key of KEYS) {
      const text = file.images?.[key];
      if (typeof text !== 'string') throw new Error(`${language}: images.${key} missing`);
      out[key] = text;
    }
    return out;
  }
}
