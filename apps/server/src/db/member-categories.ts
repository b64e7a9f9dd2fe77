import { asc, sql } from 'drizzle-orm';
import { memberCategories, memberships } from './schema';

/*
 * What the lists of a club's member categories share (the member administration's and the booking
 * rules'): how many members hold each, and the order the club gave them.
 */

/**
 * A select-list column: how many of the club's members hold the category of the row. Qualified by
 * hand: in a select list drizzle writes a column without its table, which inside the subquery
 * would name the membership's own columns.
 */
export const categoryMemberCount = sql<number>`(select count(*)::int from ${memberships} m
  where m.club_id = "member_categories"."club_id"
    and m.category_id = "member_categories"."id")`;

/** The select-list of a category in both lists: its id and name, and how many members hold it. */
export const categoryColumns = {
  id: memberCategories.id,
  naam: memberCategories.naam,
  members: categoryMemberCount,
};

/** The club's order of its categories: their position, then name, then id. */
export const categoryOrder = [
  asc(memberCategories.position),
  asc(memberCategories.naam),
  asc(memberCategories.id),
];
