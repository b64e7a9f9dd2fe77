import { useEffect, useMemo, useRef, useState } from 'react';
import { IonSkeletonText } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { statsChartOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { OfflineSince } from '../../../components/offline-since';
import { clubNow } from '../../../lib/club-clock';
import { formatDate } from '../../../lib/dates';
import { dateTimeFormat } from '../../../lib/intl-formats';
import { useGolfFormat } from '../../../lib/golf-format';
import { graphColour, graphFrom, graphPoints, type GraphPoint } from '../graph-points';
import { handicapHistoryQuery } from '../members.queries';

const HEIGHT = 260;

/**
 * The profile's graph tab: the handicap index over the last two years, with the low index and
 * the cards whose differentials count marked; a tap on the chart shows that card. uPlot draws it,
 * loaded with this tab only.
 */
export default function ProfileGraph() {
  const { t } = useTranslation();
  const today = clubNow(new Date()).date;
  // Only the graph's two years of the record are asked for, not the whole of it.
  const history = useQuery(handicapHistoryQuery(graphFrom(today)));
  const points = useMemo(
    () => (history.data ? graphPoints(history.data.entries, today) : []),
    [history.data, today],
  );
  if (history.isPending) {
    return <IonSkeletonText animated className="graph__skeleton" />;
  }
  if (history.isError && !history.data) {
    return <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  }
  if (points.length < 2) {
    return <EmptyState icon={statsChartOutline} title={t('profile.graph.empty')} />;
  }
  return (
    <>
      <OfflineSince query={history} className="offline-since--page" />
      <Chart points={points} />
    </>
  );
}

function Chart({ points }: { points: GraphPoint[] }) {
  const { t, i18n } = useTranslation();
  const format = useGolfFormat();
  const box = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<number>(points.length - 1);
  const locale = i18n.language.replace('_', '-');

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const months = dateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' });
    const data: uPlot.AlignedData = [
      points.map((p) => p.x),
      points.map((p) => p.entry.index),
      points.map((p) => p.entry.low_index),
      points.map((p) => (p.entry.counts ? p.entry.index : null)),
    ];
    const chart = new uPlot(
      {
        width: el.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { size: 10 } },
        scales: { x: { time: true } },
        axes: [
          {
            values: (_u, splits) => splits.map((s) => months.format(new Date(s * 1000))),
            space: 60,
          },
          {
            values: (_u, splits) => splits.map((s) => format.handicap(s) ?? ''),
            size: 44,
          },
        ],
        series: [
          {},
          {
            label: t('profile.graph.index'),
            stroke: graphColour(0),
            width: 2,
            points: { show: true, size: 5 },
          },
          {
            label: t('profile.graph.low'),
            stroke: graphColour(1),
            dash: [6, 4],
            width: 1.5,
            points: { show: false },
          },
          {
            label: t('profile.graph.counting'),
            stroke: graphColour(2),
            fill: graphColour(2),
            paths: () => null,
            points: { show: true, size: 9, fill: graphColour(2) },
          },
        ],
        hooks: {
          setCursor: [
            (u) => {
              const idx = u.cursor.idx;
              if (idx !== null && idx !== undefined) setSelected(idx);
            },
          ],
        },
      },
      data,
      el,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: el.clientWidth, height: HEIGHT }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
    // The chart is drawn again for new data or another language only.
  }, [points, locale]); // eslint-disable-line react-hooks/exhaustive-deps

  const point = points[selected]?.entry;
  return (
    <section className="graph">
      <div ref={box} className="graph__chart" role="img" aria-label={t('profile.graph.label')} />
      <ul className="graph__legend">
        {(['index', 'low', 'counting'] as const).map((key, i) => (
          <li key={key}>
            <span style={{ background: graphColour(i) }} aria-hidden="true" />
            {t(`profile.graph.${key}`)}
          </li>
        ))}
      </ul>
      {point ? (
        <div className="graph__detail" aria-live="polite">
          <h3>
            {formatDate(point.datum)} · {point.baan_naam}
          </h3>
          <p>
            {t('profile.graph.detail', {
              differential: format.handicap(point.differential) ?? '–',
              index: format.handicap(point.index) ?? '–',
            })}
            {point.counts ? ` · ${t('members.record.counts')}` : ''}
          </p>
        </div>
      ) : null}
      <p className="members__hint">{t('profile.graph.hint')}</p>
    </section>
  );
}
