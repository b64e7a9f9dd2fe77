import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RedirectOnce } from '../components/redirect-once';
import { BOOKING_OFF_PATH } from '../features/booking';
import { configQuery, featuresQuery } from '../features/club';
import { HOME_PATH } from '../paths';
import { SCREEN_PATHS } from '../route-table';
import { featureOn, landingPath, type ClubFeature } from './menu-items';
import { useViewer } from './use-viewer';

/**
 * Where a link into a part the club has off goes instead (spec §2: booking off goes to the
 * profile); cards off goes to the first screen the menu offers (`landingPath`).
 */
const OFF_PATH: Record<Exclude<ClubFeature, 'scorecards'>, string> = {
  news: HOME_PATH,
  booking: BOOKING_OFF_PATH,
  course: HOME_PATH,
  members: HOME_PATH,
  'member-page': HOME_PATH,
};

/** The parts whose rule depends on who is looking (a guest has no member list). */
const BY_VIEWER: ReadonlySet<ClubFeature> = new Set(['members', 'member-page']);

/**
 * Settings that could not be read (offline) and are not kept either. Once a try has failed this
 * stays so while they are asked again: a page mounting asks again, and hiding it for that ask
 * would unmount it and make it ask again, without end.
 */
const unreadable = (query: { data: unknown; errorUpdateCount: number }) =>
  query.data === undefined && query.errorUpdateCount > 0;

/**
 * A route of a part the club can switch off shows nothing until the club's settings are known,
 * then its page or, when the part is off, the screen the menu would offer instead: a deep link
 * never shows a form that only the server would refuse. Settings that cannot be read (offline)
 * let the page through; it shows its own load error.
 */
export function FeatureGate({ feature, children }: { feature: ClubFeature; children: ReactNode }) {
  const config = useQuery(configQuery());
  const features = useQuery(featuresQuery());
  const byViewer = BY_VIEWER.has(feature);
  const { viewer, self } = useViewer(byViewer);
  if (unreadable(config) || unreadable(features) || (byViewer && unreadable(self))) return children;
  if (!config.data || !features.data || (byViewer && !self.data)) return null;
  if (!featureOn(feature, config.data, features.data, viewer)) {
    const to =
      feature === 'scorecards'
        ? landingPath(config.data, features.data, SCREEN_PATHS)
        : OFF_PATH[feature];
    return <RedirectOnce to={to} />;
  }
  return children;
}
