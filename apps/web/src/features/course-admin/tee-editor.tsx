import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/text-field';
import { limitsFor, type GenderDraft, type InvalidKind, type TeeDraft } from './course-draft';

/** The translated reason for a refused field, naming the engine's limits. */
export const invalidText = (t: TFunction, kind: InvalidKind | undefined, holes: number) =>
  kind ? t(`courseAdmin.invalid.${kind}`, limitsFor(holes)) : undefined;

const GENDERS = ['men', 'women'] as const;
const RATINGS = [
  ['course_rating', 'decimal'],
  ['slope_rating', 'numeric'],
  ['par', 'numeric'],
] as const;
const HOLE_ROWS = ['par', 'si', 'lengte'] as const;

/**
 * A tee's fields: name and colours, course rating, slope and par for men and for women, and the
 * holes as a table (par, stroke index, length per hole). `problems` holds each refused field's
 * rule by its path (`men.slope_rating`, `holes.4.si`).
 */
export function TeeEditor({
  draft,
  onChange,
  problems,
}: {
  draft: TeeDraft;
  onChange: (draft: TeeDraft) => void;
  problems: ReadonlyMap<string, InvalidKind>;
}) {
  const { t } = useTranslation();
  const n = draft.holes.length;
  const error = (path: string) => invalidText(t, problems.get(path), n);
  const setGender = (g: (typeof GENDERS)[number], key: keyof GenderDraft, value: string) =>
    onChange({ ...draft, [g]: { ...draft[g], [key]: value } });
  const setHole = (i: number, key: (typeof HOLE_ROWS)[number], value: string) =>
    onChange({
      ...draft,
      holes: draft.holes.map((h, j) => (j === i ? { ...h, [key]: value } : h)),
    });
  return (
    <div className="course-admin__tee">
      <div className="course-admin__grid">
        <TextField
          label={t('courseAdmin.tee.name')}
          value={draft.naam}
          maxLength={40}
          error={error('naam')}
          onChange={(e) => onChange({ ...draft, naam: e.target.value })}
        />
        <TextField
          label={t('courseAdmin.tee.colour')}
          type="color"
          value={draft.kleur}
          error={error('kleur')}
          onChange={(e) => onChange({ ...draft, kleur: e.target.value })}
        />
        <TextField
          label={t('courseAdmin.tee.textColour')}
          type="color"
          value={draft.inverse_kleur}
          error={error('inverse_kleur')}
          onChange={(e) => onChange({ ...draft, inverse_kleur: e.target.value })}
        />
      </div>
      {GENDERS.map((g) => (
        <section key={g}>
          <h3 className="admin__section-title">{t(`courseAdmin.tee.${g}`)}</h3>
          <div className="course-admin__grid">
            {RATINGS.map(([key, inputMode]) => (
              <TextField
                key={key}
                label={t(`courseAdmin.tee.${key}`)}
                inputMode={inputMode}
                value={draft[g][key]}
                error={error(`${g}.${key}`)}
                onChange={(e) => setGender(g, key, e.target.value)}
              />
            ))}
          </div>
        </section>
      ))}
      <h3 className="admin__section-title">{t('courseAdmin.tee.holes')}</h3>
      <div className="course-admin__holes">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('courseAdmin.tee.hole')}</th>
              {draft.holes.map((_, i) => (
                <th key={i} scope="col">
                  {i + 1}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {HOLE_ROWS.map((row) => (
              <tr key={row}>
                <th scope="row">{t(`courseAdmin.tee.hole_${row}`)}</th>
                {draft.holes.map((h, i) => (
                  <td key={i}>
                    <input
                      inputMode="numeric"
                      aria-label={t(`courseAdmin.tee.hole_${row}_of`, { hole: i + 1 })}
                      aria-invalid={problems.has(`holes.${i}.${row}`) || undefined}
                      title={error(`holes.${i}.${row}`)}
                      value={h[row]}
                      onChange={(e) => setHole(i, row, e.target.value)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <HoleProblems problems={problems} holes={n} />
    </div>
  );
}

/** The holes' refused cells in words, under the table (a cell's own title is not read out). */
function HoleProblems({
  problems,
  holes,
}: {
  problems: ReadonlyMap<string, InvalidKind>;
  holes: number;
}) {
  const { t } = useTranslation();
  const kinds = new Set(
    [...problems].filter(([path]) => path.startsWith('holes')).map(([, kind]) => kind),
  );
  if (!kinds.size) return null;
  return (
    <ul className="course-admin__problems" role="alert">
      {[...kinds].map((kind) => (
        <li key={kind}>{invalidText(t, kind, holes)}</li>
      ))}
    </ul>
  );
}
