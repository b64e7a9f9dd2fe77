import { IonAlert } from '@ionic/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AdminMatch, DrawPreview, DrawRequest } from '@fairway/contract';
import { formatWallTime } from '../../lib/dates';
import {
  cardCounts,
  drawPreview,
  fieldCounts,
  firstStart,
  paidReserves,
  refundedReserves,
  resultCounts,
  type MatchStep,
} from './match-steps';

/** What the draw does with the members' bookings in the times it holds. */
export type CoveredChoice = NonNullable<DrawRequest['bookings']>;

interface Confirmation {
  header: string;
  /** Sentences, one a line. */
  lines: string[];
  confirm: string;
  /** An undo, or a step members notice at once: the confirm button says so by its colour. */
  destructive: boolean;
  /** The draw over bookings: its confirm keeps them, this second button cancels them. */
  cancelBookings?: string;
}

/** What a step will do, with the numbers from the match as the screen has it. */
export function confirmationOf(
  t: TFunction,
  step: MatchStep,
  m: AdminMatch,
  draw: DrawRequest,
  covered: DrawPreview['bookings'] = [],
): Confirmation {
  const players = (count: number) => t('matchAdmin.confirm.players', { count });
  switch (step) {
    case 'sluiten': {
      const field = fieldCounts(m);
      return {
        header: t('matchAdmin.close'),
        lines: [
          t('matchAdmin.confirm.close'),
          t('matchAdmin.confirm.signedUp', {
            field: players(field.players),
            reserves: players(field.reserves),
          }),
        ],
        confirm: t('matchAdmin.close'),
        destructive: false,
      };
    }
    case 'draw': {
      const preview = drawPreview(m, draw);
      const order = t(`matchAdmin.confirm.order.${draw.order}`);
      const lines = preview
        ? [
            t('matchAdmin.confirm.draw', {
              players: players(preview.players),
              flights: t('matchAdmin.confirm.flights', { count: preview.flights }),
              order,
            }),
            draw.start === 'shotgun'
              ? t('matchAdmin.confirm.shotgun', { time: preview.first })
              : t('matchAdmin.confirm.times', { first: preview.first, last: preview.last }),
            ...(preview.notMet > 0
              ? [t('matchAdmin.confirm.wishesNotMet', { count: preview.notMet })]
              : []),
          ]
        : [t('matchAdmin.confirm.drawOrder', { order })];
      if (m.flights.length > 0) lines.push(t('matchAdmin.confirm.replaces'));
      const label = m.flights.length > 0 ? t('matchAdmin.redraw') : t('matchAdmin.draw');
      if (covered.length === 0) return { header: label, lines, confirm: label, destructive: false };
      // Members booked in the times the match will hold: the committee keeps or cancels them.
      lines.push(
        t('matchAdmin.confirm.covered', { count: covered.length }),
        ...covered.map((b) =>
          t('matchAdmin.confirm.coveredLine', { time: b.time, players: b.players.join(', ') }),
        ),
        t('matchAdmin.confirm.coveredHint'),
      );
      return {
        header: label,
        lines,
        confirm: t('matchAdmin.confirm.keepBookings'),
        destructive: false,
        cancelBookings: t('matchAdmin.confirm.cancelBookings'),
      };
    }
    case 'startlijst':
      return {
        header: t('matchAdmin.publishStartList'),
        lines: [
          t('matchAdmin.confirm.publishStartList', {
            flights: t('matchAdmin.confirm.flights', { count: m.flights.length }),
            first: firstStart(m) ?? '',
          }),
        ],
        confirm: t('matchAdmin.confirm.publish'),
        destructive: false,
      };
    case 'verwerken': {
      const cards = cardCounts(m);
      const reserves = paidReserves(m);
      return {
        header: t('matchAdmin.process'),
        lines: [
          t('matchAdmin.confirm.noCard', { count: cards.withoutCard, total: cards.players }),
          !m.qualifying
            ? t('matchAdmin.confirm.notQualifying')
            : cards.handedIn > 0
              ? t('matchAdmin.confirm.qualifying', { count: cards.handedIn })
              : t('matchAdmin.confirm.qualifyingNoCards'),
          ...(reserves > 0 ? [t('matchAdmin.confirm.refundReserves', { count: reserves })] : []),
          t('matchAdmin.confirm.processUndo'),
        ],
        confirm: t('matchAdmin.confirm.processConfirm'),
        destructive: false,
      };
    }
    case 'uitslag': {
      const results = resultCounts(m);
      return {
        header: t('matchAdmin.publishResults'),
        lines: [
          t('matchAdmin.confirm.publishResults'),
          t('matchAdmin.confirm.resultLines', {
            placed: results.placed,
            noScore: results.noScore,
          }),
        ],
        confirm: t('matchAdmin.confirm.publish'),
        destructive: false,
      };
    }
    case 'heropenen':
      return {
        header: t('matchAdmin.reopen'),
        lines: [
          t('matchAdmin.confirm.reopen', { until: formatWallTime(m.aanvang) }),
          t('matchAdmin.confirm.reopenThen'),
        ],
        confirm: t('matchAdmin.reopen'),
        destructive: true,
      };
    case 'startlijst-intrekken':
      return {
        header: t('matchAdmin.withdrawStartList'),
        lines: [t('matchAdmin.confirm.withdrawStartList')],
        confirm: t('matchAdmin.confirm.withdraw'),
        destructive: true,
      };
    case 'verwerking-terugdraaien': {
      const cards = cardCounts(m);
      const refunded = refundedReserves(m);
      return {
        header: t('matchAdmin.unprocess'),
        lines: [
          t('matchAdmin.confirm.unprocess'),
          cards.processed > 0
            ? t('matchAdmin.confirm.unprocessCards', { count: cards.processed })
            : t('matchAdmin.confirm.unprocessNoCards'),
          ...(refunded > 0 ? [t('matchAdmin.confirm.refundsStay', { count: refunded })] : []),
        ],
        confirm: t('matchAdmin.unprocess'),
        destructive: true,
      };
    }
    case 'uitslag-intrekken':
      return {
        header: t('matchAdmin.withdrawResults'),
        lines: [
          t('matchAdmin.confirm.withdrawResults'),
          ...(m.qualifying ? [t('matchAdmin.confirm.withdrawResultsCards')] : []),
        ],
        confirm: t('matchAdmin.confirm.withdraw'),
        destructive: true,
      };
  }
}

/**
 * The question before a step acts: what it will do, with the numbers. Cancel changes nothing.
 * Mounted only while it asks (a closed IonAlert still starts ion-alert and its backdrop).
 */
export function StepConfirm(props: {
  step: MatchStep;
  match: AdminMatch;
  draw: DrawRequest;
  /** The members' bookings in the times the draw holds (the draw's preview). */
  covered?: DrawPreview['bookings'];
  onConfirm: (bookings: CoveredChoice) => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const c = confirmationOf(t, props.step, props.match, props.draw, props.covered);
  return (
    <IonAlert
      isOpen
      cssClass="match-step-alert"
      header={c.header}
      message={c.lines.join('\n')}
      buttons={[
        { text: t('common.cancel'), role: 'cancel' },
        {
          text: c.confirm,
          ...(c.destructive ? { role: 'destructive' } : {}),
          handler: () => props.onConfirm('keep'),
        },
        ...(c.cancelBookings
          ? [
              {
                text: c.cancelBookings,
                role: 'destructive',
                handler: () => props.onConfirm('cancel'),
              },
            ]
          : []),
      ]}
      onDidDismiss={props.onDismiss}
    />
  );
}
