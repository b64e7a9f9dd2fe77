import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AGAINST_PAR_MARK,
  cappedScore,
  clearHole,
  holeAgainstPar,
  holePoints,
  nextHole,
  pressDigit,
  selectHole,
  type PadCounting,
  type PadHole,
  type PadState,
  type PadStep,
} from '../score-pad';
import type { HoleStatus } from '../score-sync';
import { Keypad } from './keypad';

interface ScorePadViewProps {
  holes: readonly PadHole[];
  state: PadState;
  onStep: (step: PadStep) => void;
  /** Per hole: saved on the server, waiting, ... (own cards only). */
  statuses?: readonly (HoleStatus | undefined)[] | undefined;
  online?: boolean;
  disabled?: boolean;
  /** Stableford points per hole, or against par '+', '-' or 0 (the card's score_berekening). */
  counting?: PadCounting;
}

const RESULT_KEYS = {
  '+': 'scorecards.holeResult.plus',
  '-': 'scorecards.holeResult.minus',
  0: 'scorecards.holeResult.zero',
} as const;

const STATUS_KEYS = {
  empty: 'scorecards.holeStatus.empty',
  saved: 'scorecards.holeStatus.saved',
  waiting: 'scorecards.holeStatus.waiting',
  unsaved: 'scorecards.holeStatus.unsaved',
  rejected: 'scorecards.holeStatus.rejected',
} as const satisfies Record<HoleStatus, string>;

/**
 * Hole-by-hole entry (spec §2 /app/score, §5 keypad): the holes as tiles (tap one to go there), the
 * hole in focus with par, stroke index, strokes received and live stableford points (against par:
 * '+', '-' or 0, also on each tile), and the keypad. Focus moves to the next hole as soon as a score is complete.
 */
export function ScorePadView({
  holes,
  state,
  onStep,
  statuses,
  online = true,
  disabled,
  counting = 'stableford',
}: ScorePadViewProps) {
  const { t } = useTranslation();
  const againstPar = counting === 'tegen_par';
  const hole = holes[state.current];
  const score = state.scores[state.current] ?? null;
  const points = hole && !againstPar ? holePoints(hole, score) : null;
  const result = hole && againstPar ? holeAgainstPar(hole, score) : null;
  // Above the hole's maximum the score stays as typed; the handicap takes the maximum (Rule 3.1).
  const counted = hole && state.buffer === '' ? cappedScore(hole, score) : null;
  const status = statuses?.[state.current];

  const onDigit = useCallback(
    (d: string) => onStep(pressDigit(holes, state, d)),
    [holes, state, onStep],
  );
  const onClear = useCallback(() => onStep(clearHole(state)), [state, onStep]);
  const onNext = useCallback(() => onStep(nextHole(holes, state)), [holes, state, onStep]);

  const statusText = (s: HoleStatus | undefined, editing: boolean) => {
    if (editing) return t('scorecards.holeStatus.secondDigit');
    if (!s) return null;
    if (s === 'empty') return t('scorecards.holeStatus.noScore');
    if (s === 'waiting' && !online) return t('scorecards.holeStatus.offline');
    return t(STATUS_KEYS[s]);
  };
  const editing = state.buffer !== '';
  const currentStatus = statusText(status, editing);

  return (
    <div className="score-pad">
      <div
        className={`hole-grid${holes.length > 9 ? ' hole-grid--two-rows' : ''}`}
        role="group"
        aria-label={t('scorecards.holes')}
      >
        {holes.map((h, i) => {
          const s = state.scores[i] ?? null;
          const st = statuses?.[i];
          const isCurrent = i === state.current;
          const tileCounted = cappedScore(h, s);
          const tileResult = againstPar ? holeAgainstPar(h, s) : null;
          const classes = [
            'hole-tile',
            isCurrent ? 'hole-tile--current' : '',
            st ? `hole-tile--${st}` : s !== null ? 'hole-tile--filled' : '',
            tileCounted !== null ? 'hole-tile--capped' : '',
            st === 'waiting' && !online ? 'hole-tile--offline' : '',
          ]
            .filter(Boolean)
            .join(' ');
          const label = [
            t('scorecards.holeNumber', { hole: h.holeNr }),
            s !== null
              ? t('scorecards.strokesCount', { count: s })
              : t('scorecards.holeStatus.empty'),
            tileCounted !== null ? t('scorecards.cap.tile', { counted: tileCounted }) : null,
            tileResult !== null
              ? t('scorecards.holeResult.tile', { result: AGAINST_PAR_MARK[tileResult] })
              : null,
            st && st !== 'empty' ? statusText(st, false) : null,
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <button
              key={h.pos}
              type="button"
              className={classes}
              aria-label={label}
              aria-current={isCurrent ? 'step' : undefined}
              disabled={disabled}
              onClick={() => onStep(selectHole(holes, state, i))}
            >
              <span className="hole-tile__nr" aria-hidden="true">
                {h.holeNr}
              </span>
              <span className="hole-tile__score" aria-hidden="true">
                {s ?? ''}
              </span>
              {tileResult !== null ? (
                <span
                  className={`hole-tile__result hole-tile__result--${tileResult === '+' ? 'won' : tileResult === '-' ? 'lost' : 'halved'}`}
                  aria-hidden="true"
                >
                  {AGAINST_PAR_MARK[tileResult]}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>

      {hole ? (
        <section className="hole-panel" aria-label={t('scorecards.currentHole')}>
          <div className="hole-panel__info">
            <h2 className="hole-panel__title">
              {t('scorecards.holeNumber', { hole: hole.holeNr })}
            </h2>
            <dl className="hole-panel__facts">
              {hole.par !== null ? (
                <div>
                  <dt>{t('scorecards.par')}</dt>
                  <dd>{hole.par}</dd>
                </div>
              ) : null}
              {hole.si !== null ? (
                <div>
                  <dt>{t('scorecards.si')}</dt>
                  <dd>{hole.si}</dd>
                </div>
              ) : null}
              {hole.es !== null ? (
                <div>
                  <dt>{t('scorecards.es')}</dt>
                  <dd>{hole.es > 0 ? `+${hole.es}` : hole.es}</dd>
                </div>
              ) : null}
            </dl>
            {/* Always there, empty while a hole's device write is under way: the line must not
                come and go above the keypad (a tap would land on another key). */}
            <div
              className={`hole-panel__status${editing || status ? ` hole-panel__status--${editing ? 'editing' : status}` : ''}`}
            >
              {currentStatus}
            </div>
            {counted !== null ? (
              <p className="hole-panel__cap">{t('scorecards.cap.note', { counted })}</p>
            ) : null}
          </div>
          <div className="hole-panel__score">
            <output
              className={`hole-panel__strokes${editing ? ' hole-panel__strokes--editing' : ''}`}
              aria-label={t('scorecards.scoreOfHole', { hole: hole.holeNr })}
              aria-live="polite"
            >
              {score ?? '–'}
            </output>
            {points !== null ? (
              <div className="hole-panel__points">
                {t('scorecards.pointsShort', { count: score === null ? 0 : points })}
              </div>
            ) : null}
            {result !== null ? (
              <div className="hole-panel__points">{t(RESULT_KEYS[result])}</div>
            ) : null}
          </div>
        </section>
      ) : null}

      <Keypad onDigit={onDigit} onClear={onClear} onNext={onNext} disabled={disabled} />
    </div>
  );
}
