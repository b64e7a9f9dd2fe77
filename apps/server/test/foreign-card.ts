/** A country as GET /api/countries lists it. */
interface Country {
  id: number;
  name: string;
}

/**
 * A complete card of a round on a course abroad that no list knows (Costa Golf in Spain, 34
 * Stableford points, marked by a player from there): the body of POST
 * /api/scorecards/foreign_unknown, played on `date` at 10:00. The integration tests and the e2e
 * specs send the same card.
 */
export const unknownCourseCard = (date: string, countries: Country[]) => ({
  date,
  time: '10:00',
  unknown_course_name: 'Costa Golf',
  cr: 71.2,
  sr: 128,
  par: 72,
  country_id: countries.find((c) => c.name === 'spanje')!.id,
  total_sf_points: 34,
  marker_name: 'Juan Garcia',
  marker_email: 'juan@example.es',
});
