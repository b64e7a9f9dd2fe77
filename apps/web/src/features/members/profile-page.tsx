import { lazy, Suspense, useState } from 'react';
import { IonContent, IonPage, useIonRouter } from '@ionic/react';
import { createOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { TabsToolbar } from '../../components/tabs-toolbar';
import { ToolbarButton } from '../../components/toolbar-button';
import { ProfileFriends } from './components/profile-friends';
import { ProfileHistory } from './components/profile-history';
import { ProfileShow } from './components/profile-show';
import { isProfileTab, PROFILE_TABS, type ProfileTab } from './profile-tab';
import './members.css';

// The chart library comes with the graph tab only.
const ProfileGraph = lazy(() => import('./components/profile-graph'));

/** spec §2 /app/profile/{tab}: the member's profile, friends, handicap history and graph. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const router = useIonRouter();
  const { pathname } = useLocation();
  // Ionic keeps this page mounted while other screens show: only its own paths change the tab.
  const segment = pathname.split('/')[3];
  const [tab, setTab] = useState<ProfileTab>(isProfileTab(segment) ? segment : 'show');
  if (pathname.startsWith('/app/profile/') && isProfileTab(segment) && segment !== tab) {
    setTab(segment);
  }

  return (
    <IonPage>
      <PageHeader
        title={t('profile.title')}
        end={
          <ToolbarButton href="/app/profile/edit" icon={createOutline} label={t('profile.edit')} />
        }
      >
        <TabsToolbar
          tab={tab}
          tabs={PROFILE_TABS}
          label={(name) => t(`profile.tabs.${name}`)}
          onTab={(next) => router.push(`/app/profile/${next}`, 'none', 'replace')}
          scrollable
        />
      </PageHeader>
      <IonContent>
        {tab === 'friends' ? (
          <ProfileFriends />
        ) : tab === 'history' ? (
          <ProfileHistory />
        ) : tab === 'graph' ? (
          <Suspense fallback={null}>
            <ProfileGraph />
          </Suspense>
        ) : (
          <ProfileShow />
        )}
      </IonContent>
    </IonPage>
  );
}
