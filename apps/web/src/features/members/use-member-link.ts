import { useQuery } from '@tanstack/react-query';
import { featureOn } from '../../app/menu-items';
import { configQuery, featuresQuery } from '../club/club.queries';
import { selfQuery } from './members.queries';

/**
 * The link to a member's page, or undefined where the club has no member pages (its member list
 * hidden, profile links hidden: spec §6 hide_profiel_link; or a guest), so lists show no dead
 * links.
 */
export function useMemberLink(): (id: number) => string | undefined {
  const config = useQuery(configQuery());
  const features = useQuery(featuresQuery());
  const self = useQuery(selfQuery());
  const on =
    config.data && features.data && self.data
      ? featureOn('member-page', config.data, features.data, { isGast: self.data.is_gast })
      : false;
  return (id) => (on ? `/app/member/${id}` : undefined);
}
