/**
 * One Intl.DateTimeFormat per locale and options. Building one loads locale and time-zone data
 * and costs far more than formatting with it (a card list formats a date or two per row: the
 * profile of /app/scorecards showed ~60 ms of a slow phone's start-up in these constructors).
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
