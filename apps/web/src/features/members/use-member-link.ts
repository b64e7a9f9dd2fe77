import { useQuery } from '@tanstack/react-query';
import { featureOn } from '../../app/menu-items';
import { useViewer } from '../../app/use-viewer';
import { configQuery, featuresQuery } from '../club';

/**
 * The link to a member's page, or undefined where the club has no member pages (its member list
 * hidden, profile links hidden: spec §6 hide_profiel_link; or a guest), so lists show no dead
 * links.
 */
export function useMemberLink(): (id: number) => string | undefined {
  const config = useQuery(configQuery());
  const features = useQuery(featuresQuery());
  // A viewer not known yet counts as a guest, who has no member pages.
  const { viewer } = useViewer();
  const on =
    config.data && features.data
      ? featureOn('member-page', config.data, features.data, viewer)
      : false;
  return (id) => (on ? `/app/member/${id}` : undefined);
}
