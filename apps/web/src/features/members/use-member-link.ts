import { useQuery } from '@tanstack/react-query';
import { featureOn } from '../../app/menu-items';
import { configQuery, featuresQuery } from '../club/club.queries';

/**
 * The link to a member's page, or undefined where the club has no member pages (its member list
 * hidden, or profile links hidden: spec §6 hide_profiel_link), so lists show no dead links.
 */
export function useMemberLink(): (id: number) => string | undefined {
  const config = useQuery(configQuery());
  const features = useQuery(featuresQuery());
  const on =
    config.data && features.data ? featureOn('member-page', config.data, features.data) : false;
  return (id) => (on ? `/app/member/${id}` : undefined);
}
