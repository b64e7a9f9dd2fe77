import { keepPreviousData } from '@tanstack/react-query';

/**
 * The options of a list searched on the server: it asks only while `searching` (a term long
 * enough, say), and while the answer for a new term (or sort) is on its way, what the last one
 * found stays on show. Replaced by a skeleton or a spinner, the list jumped as the member typed,
 * and a tap on a row just as the debounced search went out was lost. A search that is off keeps
 * nothing of the last one.
 */
export const serverSearch = (searching = true) => ({
  enabled: searching,
  placeholderData: searching ? keepPreviousData : undefined,
});
