import { IonSkeletonText } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ResultLine } from '@fairway/contract';
import { signedTotal, type MatchResultKind } from '@fairway/golf';
import { LoadError } from '../../../components/load-error';
import { resultsQuery } from '../matches.queries';

const net = { header: 'matches.results.net', value: (l: ResultLine) => l.netto ?? '' } as const;

/** The last column under each counting rule: its header and a line's figure (gross shows net). */
const RESULT_COLUMN = {
  stableford: { header: 'matches.results.points', value: (l: ResultLine) => l.stableford ?? '' },
  tegen_par: {
    header: 'matches.results.againstPar',
    value: (l: ResultLine) => (l.tegen_par === null ? '' : signedTotal(l.tegen_par)),
  },
  netto: net,
  bruto: net,
} as const satisfies Record<MatchResultKind, unknown>;

/**
 * The results tab (once published): per category the place, name, playing handicap, gross, and
 * net, stableford points or the against-par total (+2, 0, −1) as the form counts; the member's
 * own line highlighted, under the form's counting rule.
 */
export function ResultsTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const results = useQuery(resultsQuery(id));
  if (results.isPending) return <IonSkeletonText animated style={{ height: 120 }} />;
  if (results.isError)
    return <LoadError error={results.error} onRetry={() => void results.refetch()} />;
  const kind = results.data.uitslag;
  const column = RESULT_COLUMN[kind];
  return (
    <div className="match-section">
      <p className="match-results__rule">
        {t('matches.info.result')}: {t(`matches.result.${kind}`)}
      </p>
      {results.data.categories.map((c) => {
        const title = c.naam
          ? t('matches.results.category', { name: c.naam })
          : t('matches.results.all');
        return (
          <section key={c.id ?? 'all'}>
            <h3>{title}</h3>
            {/* Focusable, so a keyboard can scroll results longer than the screen. */}
            <div tabIndex={0} role="group" aria-label={title}>
              <table className="match-results">
                <thead>
                  <tr>
                    <th className="num">#</th>
                    <th>{t('matches.results.name')}</th>
                    <th className="num">{t('matches.results.phcp')}</th>
                    <th className="num">{t('matches.results.gross')}</th>
                    <th className="num">{t(column.header)}</th>
                  </tr>
                </thead>
                <tbody>
                  {c.lines.map((l) => (
                    <tr
                      key={l.team_id}
                      className={l.is_self ? 'match-result--self' : undefined}
                      aria-current={l.is_self ? 'true' : undefined}
                    >
                      <td className="num">
                        {l.status === 'ok' ? l.positie : l.status.toUpperCase()}
                      </td>
                      <td>
                        {l.players.map((p) => p.naam ?? t('matches.hiddenPlayer')).join(' / ')}
                      </td>
                      <td className="num">{l.playing_handicap ?? ''}</td>
                      <td className="num">{l.bruto ?? ''}</td>
                      <td className="num">{column.value(l)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
    </div>
  );
}
