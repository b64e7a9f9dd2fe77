/**
 * The refusal texts of the card calls — the allowed checks' errors[].message and the create and
 * edit calls' messages — in one place: the server says them, the app translates them.
 */
export const CARD_REFUSAL = {
  qualifyingOff: 'qualifying cards cannot be registered at this club',
  guest: 'guests cannot register a qualifying card',
  selectCourse: 'select a course',
  selectTee: 'select a tee',
  selectMarker: 'select a marker',
  selectCountry: 'select a country',
  markerIncomplete: 'fill in marker completely',
  noRating: 'this course has no course rating',
  openCard: 'you already have an open qualifying card for today',
  dateInFuture: 'selected date is in the future',
  dateTooOld: 'selected date is too long ago',
  ownMarker: 'you cannot mark your own card',
  cardIncomplete: 'your card is not completely filled in',
  notCompletelyFilled: 'card not completely filled in',
  dutchFromList: 'a Dutch course must be chosen from the list',
} as const;
