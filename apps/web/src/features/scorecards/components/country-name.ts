/** Country names arrive in lower case ('belgië'); shown with a capital ('België'). */
export const countryName = (name: string | undefined): string =>
  name ? name.charAt(0).toLocaleUpperCase('nl-NL') + name.slice(1) : '';
