import isoCountries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import et from 'i18n-iso-countries/langs/et.json';
import nl from 'i18n-iso-countries/langs/nl.json';
import { useTranslation } from 'react-i18next';
import type { Country } from '@fairway/contract';
import { everydayCountryName } from '@fairway/golf';

// Only the app's three languages: every other locale would only make this screen's code larger.
isoCountries.registerLocale(nl);
isoCountries.registerLocale(en);
isoCountries.registerLocale(et);

/** The app's language ('nl_NL') as the country list's locale ('nl'). */
const locale = (language: string): string => language.slice(0, 2).toLowerCase();

/**
 * A country's name in the member's language, from its ISO code; a country the list does not know
 * (Scotland, a golf nation inside the United Kingdom) by the translations or the server's name,
 * which arrives in lower case ('belgië') and is shown with a capital.
 */
export function countryName(
  country: Pick<Country, 'name' | 'code'> | undefined,
  language: string,
  scotland: string,
): string {
  if (!country) return '';
  if (country.code === 'GB-SCT') return scotland;
  const lang = locale(language);
  const names = country.code
    ? isoCountries.getName(country.code, lang, { select: 'all' })
    : undefined;
  const name = (names && everydayCountryName(names, lang)) ?? country.name;
  return name.charAt(0).toLocaleUpperCase(language.replace('_', '-')) + name.slice(1);
}

/** `countryName` in the member's language. */
export function useCountryName(): (country: Pick<Country, 'name' | 'code'> | undefined) => string {
  const { t, i18n } = useTranslation();
  return (country) => countryName(country, i18n.language, t('scorecards.foreign.scotland'));
}
