import { chevronForward } from 'ionicons/icons';
import type { TFunction } from 'i18next';
import type { Scorecard } from '@fairway/contract';
import { Icon } from '../../../components/icon';
import { useRouterLink } from '../../../components/in-app-link';
import { formatDate } from '../../../lib/dates';
import {
  cardTypeKey,
  cardViewPath,
  courseLabel,
  grossScore,
  opensScoreEntry,
  shownState,
  STATE_KEYS,
} from '../card-list';
import { TeeLabel } from './tee-label';
import type { GolfFormat } from '../../../lib/golf-format';

const REJECT_KEYS = {
  INVALID_SCORE: 'scorecards.rejectReasons.INVALID_SCORE',
  NOT_MARKER: 'scorecards.rejectReasons.NOT_MARKER',
} as const;

function Stat({ label, value }: { label: string; value: string | number | null }) {
  return (
    <div className="card-row__stat">
      <span className="card-row__stat-label">{label}</span>
      <span className="card-row__stat-value">{value ?? '–'}</span>
    </div>
  );
}

/**
 * The list's translator and formatters, handed to every row: a row of a long list subscribing to
 * i18next itself costs a slow phone (and the server painting the list) a wrapper per row.
 */
interface RowText {
  t: TFunction;
  format: GolfFormat;
}

/** One of the member's own cards (spec §2: date, course, type, score, stableford, new handicap, state). */
export function CardRow({
  card,
  ownClub,
  teeStyle,
  text: { t, format },
}: {
  card: Scorecard;
  ownClub: string | undefined;
  teeStyle: string | undefined;
  text: RowText;
}) {
  const date = formatDate(card.datum);
  const course = courseLabel(card, ownClub);
  const open = opensScoreEntry(card);
  // An open card opens score entry; every other card opens read-only.
  const link = useRouterLink(open ? `/app/score/${card.id}` : cardViewPath(card.id));
  const state = shownState(card);
  const remark =
    card.reject_remark && Object.hasOwn(REJECT_KEYS, card.reject_remark)
      ? t(REJECT_KEYS[card.reject_remark as keyof typeof REJECT_KEYS])
      : null;

  const body = (
    <>
      <div className="card-row__top">
        <span className="card-row__date">
          {date} · {card.tijd}
        </span>
        <span className={`state-chip state-chip--${state}`}>{t(STATE_KEYS[state])}</span>
      </div>
      <div className="card-row__course">{course}</div>
      <div className="card-row__meta">
        <span>{t(cardTypeKey(card.typekaart))}</span>
        {card.tee ? (
          <>
            <span aria-hidden="true">·</span>
            <TeeLabel tee={card.tee} style={teeStyle} />
          </>
        ) : null}
        <span aria-hidden="true">·</span>
        <span>{t('scorecards.holesCount', { count: card.aantal_holes })}</span>
      </div>
      {open ? (
        <div className="card-row__cta">
          {t('scorecards.enterScore')}
          <Icon icon={chevronForward} />
        </div>
      ) : (
        <div className="card-row__stats">
          <Stat label={t('scorecards.score')} value={grossScore(card)} />
          <Stat label={t('scorecards.stableford')} value={card.sf_score_wed} />
          <Stat label={t('scorecards.newHandicap')} value={format.handicap(card.ehcp_nieuw)} />
        </div>
      )}
      {remark ? <div className="card-row__remark">{remark}</div> : null}
    </>
  );

  return (
    <li className={`card-row card-row--${state}`}>
      {/* Named by what it shows (date, state, course, scores): a name of its own would hide the
          visible text from speech input (WCAG 2.5.3). */}
      <a {...link} className="card-row__body card-row__body--link">
        {body}
      </a>
    </li>
  );
}

/** A card another player asked this member to mark: to /app/mark/{id}. */
export function MarkerCardRow({
  card,
  ownClub,
  text: { t },
}: {
  card: Scorecard;
  ownClub: string | undefined;
  text: RowText;
}) {
  const date = formatDate(card.datum);
  const course = courseLabel(card, ownClub);
  const link = useRouterLink(`/app/mark/${card.id}`);
  return (
    <li className="card-row card-row--mark">
      {/* Named by what it shows (player, date, "Bekijken"), as the card row above. */}
      <a {...link} className="card-row__body card-row__body--link">
        <div className="card-row__top">
          <span className="card-row__player">{card.speler_naam}</span>
          <span className="state-chip state-chip--te_markeren">{t('scorecards.toMark')}</span>
        </div>
        <div className="card-row__meta">
          <span>
            {date} · {card.tijd}
          </span>
          <span aria-hidden="true">·</span>
          <span>{course}</span>
        </div>
        <div className="card-row__stats">
          <Stat label={t('scorecards.score')} value={grossScore(card)} />
          <Stat label={t('scorecards.stableford')} value={card.sf_score_wed} />
          <div className="card-row__cta card-row__cta--inline">
            {t('scorecards.review')}
            <Icon icon={chevronForward} />
          </div>
        </div>
      </a>
    </li>
  );
}
