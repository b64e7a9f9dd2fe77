import type { Relatie } from '@fairway/contract';

function initials(member: Pick<Relatie, 'roepnaam' | 'voorletters' | 'achternaam'>): string {
  const first = (member.roepnaam ?? member.voorletters ?? '').trim().charAt(0);
  const last = member.achternaam.trim().charAt(0);
  return `${first}${last}`.toUpperCase();
}

/** The member's photo, or their initials on a green disc when there is none. */
export function MemberAvatar({ member, size = 88 }: { member: Relatie; size?: number }) {
  const photo = member.foto_mob_lg_url ?? member.foto_mob_url;
  return (
    <div className="member-avatar" style={{ width: size, height: size, fontSize: size * 0.38 }}>
      {photo ? <img src={photo} alt="" /> : <span aria-hidden="true">{initials(member)}</span>}
    </div>
  );
}
