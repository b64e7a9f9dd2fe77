import { createInstance, type TFunction } from 'i18next';

/** For tests: a translator of its own in one language, with that language's texts. */
export async function translator(lng: string, translation: object): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { [lng]: { translation } } });
  return i18n.t;
}
