import type { MemberView } from '@fairway/contract';

type Person = Pick<MemberView, 'roepnaam' | 'voorletters' | 'achternaam'> &
  Partial<Pick<MemberView, 'foto_mob_url' | 'foto_mob_lg_url' | 'foto_mob_sm_url'>>;

function initials(member: Person): string {
  const first = (member.roepnaam ?? member.voorletters ?? '').trim().charAt(0);
  const last = member.achternaam.trim().charAt(0);
  return `${first}${last}`.toUpperCase();
}

/**
 * The member's photo, or their initials on a green disc when there is none (or the club does not
 * show photos). Small avatars take the small picture.
 */
export function MemberAvatar({ member, size = 88 }: { member: Person; size?: number }) {
  const photo =
    size <= 48
      ? (member.foto_mob_sm_url ?? member.foto_mob_url)
      : (member.foto_mob_lg_url ?? member.foto_mob_url);
  return (
    <div className="member-avatar" style={{ width: size, height: size, fontSize: size * 0.38 }}>
      {photo ? <img src={photo} alt="" /> : <span aria-hidden="true">{initials(member)}</span>}
    </div>
  );
}
