import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Scorecard } from '@fairway/contract';
import { againstParValue, signedTotal } from '@fairway/golf';
import { AGAINST_PAR_MARK, holeAgainstPar } from '../score-pad';

type CardHole = NonNullable<Scorecard['holes']>[number];

function sum(holes: readonly CardHole[], pick: (h: CardHole) => number) {
  return holes.reduce((n, h) => n + pick(h), 0);
}

/** A played hole against par ('+', '-' or 0); null while it has no score. */
const resultOf = (h: CardHole) => holeAgainstPar({ par: h.PAR, es: h.ES }, h.score);

/** What a hole adds to the card's count: its stableford points, or against par +1, −1 or 0. */
const counted = (againstPar: boolean) => (h: CardHole) =>
  againstPar ? againstParValue(resultOf(h) ?? 0) : h.sf;

const holeMark = (h: CardHole) => {
  const result = resultOf(h);
  return result === null ? '–' : AGAINST_PAR_MARK[result];
};

/**
 * The card's count over `holes` as shown: stableford points, or against par the holes won minus
 * the holes lost with its sign (the card's score_berekening 'tegen_par').
 */
export function countedTotal(holes: readonly CardHole[], againstPar: boolean): string {
  const total = sum(holes, counted(againstPar));
  return againstPar ? signedTotal(total) : String(total);
}

/** The sums of some holes: a nine's (out, in) or, as `total`, the whole card's. */
function Subtotal({
  label,
  holes,
  adjusted,
  againstPar,
  total = false,
}: {
  label: string;
  total?: boolean;
  holes: readonly CardHole[];
  adjusted: boolean;
  againstPar: boolean;
}) {
  return (
    <tr className={total ? 'scorecard-table__total' : 'scorecard-table__subtotal'}>
      <th scope="row">{label}</th>
      <td>{sum(holes, (h) => h.PAR)}</td>
      <td />
      <td />
      <td>{sum(holes, (h) => h.score)}</td>
      {adjusted ? <td>{sum(holes, (h) => h.adjusted ?? 0)}</td> : null}
      <td>{countedTotal(holes, againstPar)}</td>
    </tr>
  );
}

/**
 * A filled-in card: per hole par, SI, strokes received, the gross score, and points (or, with
 * `againstPar`, '+', '−' or 0 against par). With `adjusted` also the score that counts for the
 * handicap (capped at the hole's maximum, net par on a hole not played), marked where it is less
 * than the gross score.
 */
export function ScorecardTable({
  holes,
  adjusted = false,
  againstPar = false,
  caption,
}: {
  holes: readonly CardHole[];
  adjusted?: boolean;
  againstPar?: boolean;
  caption?: string;
}) {
  const { t } = useTranslation();
  const front = holes.slice(0, 9);
  const back = holes.slice(9);
  const row = (h: CardHole) => (
    <tr key={h.HoleNr}>
      <th scope="row">{h.HoleNr}</th>
      <td>{h.PAR}</td>
      <td>{h.SI}</td>
      <td>{h.ES > 0 ? `+${h.ES}` : h.ES}</td>
      <td className="scorecard-table__score">{h.score > 0 ? h.score : '–'}</td>
      {adjusted ? (
        <td
          className={
            h.adjusted !== null && h.adjusted < h.score ? 'scorecard-table__capped' : undefined
          }
        >
          {h.adjusted ?? '–'}
        </td>
      ) : null}
      <td>{againstPar ? holeMark(h) : h.sf}</td>
    </tr>
  );
  return (
    <table className="scorecard-table">
      <caption className="sr-only">{caption ?? t('scorecards.mark.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('scorecards.hole')}</th>
          <th scope="col">{t('scorecards.par')}</th>
          <th scope="col">{t('scorecards.si')}</th>
          <th scope="col">{t('scorecards.es')}</th>
          <th scope="col">{t('scorecards.score')}</th>
          {adjusted ? <th scope="col">{t('scorecards.view.adjustedColumn')}</th> : null}
          <th scope="col">
            {t(againstPar ? 'scorecards.againstParColumn' : 'scorecards.pointsColumn')}
          </th>
        </tr>
      </thead>
      <tbody>
        {(
          [
            ['scorecards.out', front],
            ['scorecards.in', back],
          ] as const
        ).map(([label, part]) => (
          <Fragment key={label}>
            {part.map(row)}
            {back.length > 0 ? (
              <Subtotal label={t(label)} holes={part} adjusted={adjusted} againstPar={againstPar} />
            ) : null}
          </Fragment>
        ))}
      </tbody>
      <tfoot>
        <Subtotal
          total
          label={t('scorecards.total')}
          holes={holes}
          adjusted={adjusted}
          againstPar={againstPar}
        />
      </tfoot>
    </table>
  );
}
