import { useRef, useState } from 'react';
import {
  IonContent,
  IonInfiniteScroll,
  IonInfiniteScrollContent,
  IonItem,
  IonList,
  IonPage,
  IonPopover,
  IonRadio,
  IonRadioGroup,
  IonSearchbar,
  IonSkeletonText,
  IonToolbar,
} from '@ionic/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@fairway/golf';
import { peopleOutline, swapVerticalOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { PullToRefresh } from '../../components/pull-to-refresh';
import { useSearchbarLabels } from '../../components/use-searchbar-labels';
import { ToolbarButton } from '../../components/toolbar-button';
import { MemberItem } from './components/member-item';
import { searchTerm } from './member-search';
import { membersQuery } from './members.queries';
import { useMemberLink } from './use-member-link';
import './members.css';

type Sort = 'name' | 'handicap';

/**
 * spec §2 /app/members: the club's members, 20 first and 100 more per scroll (§9), a search from
 * 2 characters, and a popover to sort by name or by handicap.
 */
export default function MembersPage() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const searchbar = useRef<HTMLIonSearchbarElement>(null);
  useSearchbarLabels(searchbar, {
    input: t('members.searchPlaceholder'),
    clear: t('members.searchClear'),
  });
  const [sort, setSort] = useState<Sort>('name');
  const [sortEvent, setSortEvent] = useState<Event | undefined>();
  const term = searchTerm(typed);
  const list = useInfiniteQuery(membersQuery(term, sort === 'handicap'));
  const memberLink = useMemberLink();
  const members = list.data?.pages.flat() ?? [];

  return (
    <IonPage>
      <PageHeader
        title={t('members.title')}
        end={
          <ToolbarButton
            icon={swapVerticalOutline}
            label={t('members.sort.title')}
            onClick={(e) => setSortEvent(e.nativeEvent)}
          />
        }
      >
        <IonToolbar color="primary" className="members__search">
          <IonSearchbar
            ref={searchbar}
            value={typed}
            debounce={300}
            maxlength={LIMITS.SEARCH_MAX_CHARS}
            placeholder={t('members.searchPlaceholder')}
            aria-label={t('members.searchPlaceholder')}
            onIonInput={(e) => setTyped(e.detail.value ?? '')}
          />
        </IonToolbar>
      </PageHeader>
      <IonPopover
        isOpen={sortEvent !== undefined}
        event={sortEvent}
        onDidDismiss={() => setSortEvent(undefined)}
      >
        <IonList lines="none" aria-label={t('members.sort.title')}>
          <IonRadioGroup
            value={sort}
            onIonChange={(e) => {
              setSort(e.detail.value as Sort);
              setSortEvent(undefined);
            }}
          >
            {(['name', 'handicap'] as const).map((option) => (
              <IonItem key={option}>
                <IonRadio value={option} justify="space-between">
                  {t(`members.sort.${option}`)}
                </IonRadio>
              </IonItem>
            ))}
          </IonRadioGroup>
        </IonList>
      </IonPopover>
      <IonContent>
        <PullToRefresh refresh={() => list.refetch()} />
        {typed.trim().length === 1 ? (
          <p className="members__hint">{t('members.searchHint')}</p>
        ) : null}
        {list.isPending ? (
          <div className="members__skeleton" aria-hidden="true">
            {[0, 1, 2, 3, 4].map((i) => (
              <IonSkeletonText key={i} animated className="members__skeleton-row" />
            ))}
          </div>
        ) : list.isError && members.length === 0 ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : members.length === 0 ? (
          <EmptyState
            icon={peopleOutline}
            title={t('members.noResults')}
            {...(term ? { text: t('members.noResultsFor', { term }) } : {})}
          />
        ) : (
          <IonList className="members__list" aria-label={t('members.title')}>
            {members.map((member) => (
              <MemberItem key={member.id} member={member} href={memberLink(member.id)} />
            ))}
          </IonList>
        )}
        <IonInfiniteScroll
          disabled={!list.hasNextPage || list.isPlaceholderData}
          onIonInfinite={(e) => {
            void list.fetchNextPage().finally(() => void e.target.complete());
          }}
        >
          <IonInfiniteScrollContent loadingText={t('members.loadingMore')} />
        </IonInfiniteScroll>
      </IonContent>
    </IonPage>
  );
}
