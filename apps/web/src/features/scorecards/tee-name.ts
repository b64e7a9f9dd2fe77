import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The colours tees are named after, as the i18n keys `tees.colours.*` name them. */
export const TEE_COLOURS = [
  'white',
  'yellow',
  'blue',
  'red',
  'orange',
  'black',
  'green',
  'gold',
  'silver',
  'purple',
] as const;
export type TeeColour = (typeof TEE_COLOURS)[number];

/**
 * The colour words clubs name their tees with, in the app's languages (lower case). A tee called
 * "Geel" is the yellow tee, so an English member reads "Yellow"; a name that is not a colour
 * ("Championship", "Heren") is the club's own and stays as the club wrote it.
 */
const COLOUR_WORDS: Record<TeeColour, readonly string[]> = {
  white: ['wit', 'white', 'valge'],
  yellow: ['geel', 'yellow', 'kollane'],
  blue: ['blauw', 'blue', 'sinine'],
  red: ['rood', 'red', 'punane'],
  orange: ['oranje', 'orange', 'oranž'],
  black: ['zwart', 'black', 'must'],
  green: ['groen', 'green', 'roheline'],
  gold: ['goud', 'gold', 'kuldne'],
  silver: ['zilver', 'silver', 'hõbedane'],
  purple: ['paars', 'purple', 'lilla'],
};

const BY_WORD = new Map(
  TEE_COLOURS.flatMap((colour) => COLOUR_WORDS[colour].map((word) => [word, colour] as const)),
);

/** The colour a tee's name means, or null when the name is not a colour word. */
export function teeColourOf(naam: string): TeeColour | null {
  return BY_WORD.get(naam.trim().toLocaleLowerCase('nl')) ?? null;
}

/** A tee's name as the member reads it: a colour in their language, any other name as given. */
export function useTeeName(): (naam: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (naam: string) => {
      const colour = teeColourOf(naam);
      return colour ? t(`tees.colours.${colour}`) : naam;
    },
    [t],
  );
}
