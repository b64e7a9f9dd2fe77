import {
  IonAlert,
  IonButton,
  IonIcon,
  IonInfiniteScroll,
  IonInfiniteScrollContent,
  IonList,
  IonSkeletonText,
} from '@ionic/react';
import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MemberView } from '@fairway/contract';
import { peopleOutline, personRemoveOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { featureOn } from '../../../app/menu-items';
import { useViewer } from '../../../app/use-viewer';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { formatDate } from '../../../lib/dates';
import { bookingEnabled } from '../../booking';
import { configQuery, featuresQuery } from '../../club';
import { friendsQuery, useFriendToggle } from '../members.queries';
import { useMemberLink } from '../use-member-link';
import { MemberItem } from './member-item';

/**
 * The profile's friends tab: the members the member follows, with their handicap and, where the
 * club has booking, their next tee time; a friend's page; remove a friend. Every member has it
 * (spec §1, §2); with none yet it tells how to add one: from the member list where the member may
 * open it, else that the club does not offer that here (a guest, a club hiding its list).
 */
export function ProfileFriends() {
  const { t } = useTranslation();
  const config = useQuery(configQuery());
  const features = useQuery(featuresQuery());
  const teetime = bookingEnabled(config.data, features.data);
  const friends = useInfiniteQuery(friendsQuery(teetime));
  const { viewer } = useViewer();
  const memberLink = useMemberLink();
  const list = friends.data?.pages.flat() ?? [];

  if (friends.isPending) {
    return (
      <div className="members__skeleton" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <IonSkeletonText key={i} animated className="members__skeleton-row" />
        ))}
      </div>
    );
  }
  if (friends.isError && list.length === 0) {
    return <LoadError error={friends.error} onRetry={() => void friends.refetch()} />;
  }
  if (list.length === 0) {
    // A viewer not known yet counts as a guest, who has no member list to add friends from.
    const canAdd =
      config.data !== undefined &&
      features.data !== undefined &&
      featureOn('members', config.data, features.data, viewer);
    return (
      <EmptyState
        icon={peopleOutline}
        title={t('members.friends.emptyTitle')}
        text={t(canAdd ? 'members.friends.emptyText' : 'members.friends.emptyTextNoList')}
      >
        {canAdd ? (
          <IonButton fill="outline" routerLink="/app/members">
            {t('members.friends.findMembers')}
          </IonButton>
        ) : null}
      </EmptyState>
    );
  }
  return (
    <>
      <IonList className="members__list" aria-label={t('members.friends.title')}>
        {list.map((friend) => (
          <MemberItem
            key={friend.id}
            member={friend}
            href={memberLink(friend.id)}
            action={<RemoveFriend friend={friend} />}
          >
            {friend.next_teetime !== undefined ? (
              <p className="member-item__teetime">
                {friend.next_teetime
                  ? t('members.friends.nextTeetime', {
                      date: formatDate(friend.next_teetime.date),
                      time: friend.next_teetime.time,
                    })
                  : t('members.friends.noTeetime')}
              </p>
            ) : null}
          </MemberItem>
        ))}
      </IonList>
      <IonInfiniteScroll
        disabled={!friends.hasNextPage}
        onIonInfinite={(e) => {
          void friends.fetchNextPage().finally(() => void e.target.complete());
        }}
      >
        <IonInfiniteScrollContent loadingText={t('members.loadingMore')} />
      </IonInfiniteScroll>
    </>
  );
}

/** Removes a friend after a confirmation (a tap too many should not lose one). */
function RemoveFriend({ friend }: { friend: MemberView }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const toggle = useFriendToggle(friend);
  return (
    <>
      <IonButton
        fill="clear"
        color="medium"
        disabled={toggle.isPending}
        aria-label={t('members.removeFriendNamed', { name: friend.volledige_naam })}
        onClick={() => setAsking(true)}
      >
        <IonIcon slot="icon-only" icon={personRemoveOutline} aria-hidden="true" />
      </IonButton>
      <IonAlert
        isOpen={asking}
        header={t('members.removeFriend')}
        message={t('members.removeFriendConfirm', { name: friend.volledige_naam })}
        buttons={[
          { text: t('common.cancel'), role: 'cancel' },
          { text: t('members.removeFriend'), role: 'destructive', handler: () => toggle.mutate() },
        ]}
        onDidDismiss={() => setAsking(false)}
      />
    </>
  );
}
