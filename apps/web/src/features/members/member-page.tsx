import { IonButton, IonContent, IonIcon, IonList, IonPage, IonSkeletonText } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { personAddOutline, personRemoveOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useGolfFormat } from '../../lib/golf-format';
import { MemberAvatar } from './components/member-avatar';
import { telHref } from './phone';
import { ProfileRow } from './components/profile-row';
import { ScoringRecord } from './components/scoring-record';
import { memberQuery, selfQuery, useFriendToggle } from './members.queries';
import { GENDER_KEYS } from './profile-labels';
import type { MemberView } from '@fairway/contract';
import { configQuery } from '../club';
import './members.css';

/** spec §2 /app/member/{id}: another member as the club shows them, and add or remove friend. */
export default function MemberPage() {
  const { t } = useTranslation();
  const id = Number(useParams<{ id: string }>().id);
  const member = useQuery({ ...memberQuery(id), enabled: Number.isSafeInteger(id) && id > 0 });

  return (
    <IonPage>
      <PageHeader title={t('members.detailTitle')} backHref="/app/members" />
      <IonContent>
        {member.data ? (
          <MemberDetail member={member.data} />
        ) : member.isError ? (
          <LoadError error={member.error} onRetry={() => void member.refetch()} />
        ) : (
          <div className="profile-hero" aria-hidden="true">
            <IonSkeletonText animated className="profile-hero__skeleton-avatar" />
            <IonSkeletonText animated style={{ width: '50%', height: 22 }} />
          </div>
        )}
      </IonContent>
    </IonPage>
  );
}

function MemberDetail({ member }: { member: MemberView }) {
  const { t } = useTranslation();
  const format = useGolfFormat();
  const self = useQuery(selfQuery());
  const config = useQuery(configQuery());
  const toggle = useFriendToggle(member);
  const isSelf = self.data?.id === member.id;
  return (
    <>
      <section className="profile-hero">
        <MemberAvatar member={member} />
        <h1 className="profile-hero__name">{member.volledige_naam}</h1>
        {member.handicap !== undefined ? (
          <div className="profile-hero__handicap">
            <span>{t('profile.handicap')}</span>
            <strong>{format.handicap(member.handicap) ?? t('common.noHandicap')}</strong>
          </div>
        ) : null}
      </section>
      {isSelf ? null : (
        <div className="page-actions">
          <IonButton
            expand="block"
            fill={member.is_friends ? 'outline' : 'solid'}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate()}
          >
            <IonIcon
              slot="start"
              icon={member.is_friends ? personRemoveOutline : personAddOutline}
              aria-hidden="true"
            />
            {member.is_friends ? t('members.removeFriend') : t('members.addFriend')}
          </IonButton>
          {toggle.isError ? (
            <p className="form-error" role="alert">
              {t('members.friendError')}
            </p>
          ) : null}
        </div>
      )}
      <IonList inset className="profile-list">
        {/* Members and friends are of the viewer's own club: that is their home club here. */}
        <ProfileRow label={t('members.homeClub')} value={config.data?.club.naam} />
        {member.geslacht ? (
          <ProfileRow label={t('profile.gender')} value={t(GENDER_KEYS[member.geslacht])} />
        ) : null}
        {member.gsn !== undefined ? (
          <ProfileRow label={t('profile.gsn')} value={member.gsn} />
        ) : null}
        {member.email !== undefined ? (
          <ProfileRow label={t('profile.email')} value={member.email} />
        ) : null}
        {(
          [
            [member.telefoon, 'profile.phone'],
            [member.mobiel, 'profile.mobile'],
          ] as const
        ).map(([number, label]) =>
          number !== undefined ? (
            <ProfileRow
              key={label}
              label={t(label)}
              value={number}
              href={number ? telHref(number) : undefined}
            />
          ) : null,
        )}
      </IonList>
      <ScoringRecord memberId={member.id} />
    </>
  );
}
