import type { ReactNode } from 'react';
import { IonItem, IonLabel } from '@ionic/react';
import type { MemberView } from '@fairway/contract';
import { useTranslation } from 'react-i18next';
import { useRouterLink } from '../../../components/in-app-link';
import { useGolfFormat } from '../../../lib/golf-format';
import { telHref } from '../phone';
import { MemberAvatar } from './member-avatar';

interface MemberItemProps {
  member: MemberView;
  /** The member's page, where the club has member pages. */
  href: string | undefined;
  /** Lines under the name (a friend's next tee time). */
  children?: ReactNode;
  /**
   * A button at the end (remove a friend). The row is then no link as a whole (no button inside
   * a link); the name links to the page.
   */
  action?: ReactNode;
}

/**
 * One member in a list: photo, name (surname first, as lists sort), handicap, and what else the
 * server sent (a friend mark, the contact fields the club shows).
 */
export function MemberItem({ member, href, children, action }: MemberItemProps) {
  const { t } = useTranslation();
  const format = useGolfFormat();
  const link = useRouterLink(href ?? '');
  const handicap =
    member.handicap === undefined
      ? null
      : (format.handicap(member.handicap) ?? t('common.noHandicap'));
  const wholeRowLinks = Boolean(href) && !action;
  const name = member.volledige_naam_formatted;
  return (
    <IonItem
      className="member-item"
      lines="full"
      detail={wholeRowLinks}
      {...(wholeRowLinks ? { routerLink: href } : {})}
    >
      <div slot="start">
        <MemberAvatar member={member} size={40} />
      </div>
      <IonLabel className="ion-text-wrap">
        <h2 className="member-item__name">
          {href && action ? (
            <a {...link} className="member-item__link">
              {name}
            </a>
          ) : (
            name
          )}
          {member.is_friends && !action ? (
            <span className="member-item__friend">{t('members.friend')}</span>
          ) : null}
        </h2>
        {member.email ? <p className="member-item__contact">{member.email}</p> : null}
        {/* Phone numbers call from here where the row is no link as a whole (no link inside a
            link); otherwise the member's page has them as links. */}
        {[member.telefoon, member.mobiel].map((number, i) =>
          number ? (
            <p key={i} className="member-item__contact">
              {t(i === 0 ? 'profile.phone' : 'profile.mobile')}{' '}
              {wholeRowLinks ? (
                number
              ) : (
                <a
                  href={telHref(number)}
                  className="member-item__phone"
                  aria-label={t('profile.call', { number })}
                >
                  {number}
                </a>
              )}
            </p>
          ) : null,
        )}
        {children}
      </IonLabel>
      {handicap !== null ? (
        <div
          slot="end"
          className="member-item__handicap"
          aria-label={t('members.handicapLabel', { handicap })}
        >
          {handicap}
        </div>
      ) : null}
      {action ? <div slot="end">{action}</div> : null}
    </IonItem>
  );
}
