import type { AdminMatch } from '@fairway/contract';

type ResultLine = AdminMatch['results'][number];

export interface ResultGroup {
  /** The category, or null for lines without one (and for a match without categories). */
  category: AdminMatch['categories'][number] | null;
  lines: ResultLine[];
}

/**
 * The committee's results as the members will read them: per category in the match's category
 * order (lines without a category after them), each category's placed lines by place and the
 * lines without a score (no return, disqualified) after them. Categories without a line are left
 * out.
 */
export function resultGroups(m: Pick<AdminMatch, 'categories' | 'results'>): ResultGroup[] {
  const order = [...m.categories.map((c) => c.id), null];
  const known = new Set(m.categories.map((c) => c.id));
  const groups: ResultGroup[] = [];
  for (const id of order) {
    const lines = m.results
      .filter((r) =>
        id === null ? r.category_id === null || !known.has(r.category_id) : r.category_id === id,
      )
      .sort(
        (a, b) =>
          Number(a.status !== 'ok') - Number(b.status !== 'ok') ||
          (a.status === 'ok' && b.status === 'ok' ? a.positie - b.positie : 0) ||
          a.team_id - b.team_id,
      );
    if (lines.length === 0) continue;
    groups.push({ category: m.categories.find((c) => c.id === id) ?? null, lines });
  }
  return groups;
}
