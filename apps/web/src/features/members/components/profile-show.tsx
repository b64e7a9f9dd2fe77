import { IonButton, IonIcon, IonList, IonSkeletonText } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { cameraOutline, createOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useRouterLink } from '../../../components/in-app-link';
import { LoadError } from '../../../components/load-error';
import { OfflineSince } from '../../../components/offline-since';
import { formatDate } from '../../../lib/dates';
import { memberLanguage } from '../../../i18n/language';
import { DownloadMyData } from './download-my-data';
import { PushSwitch } from './push-switch';
import { MemberAvatar } from './member-avatar';
import { ProfileLastCards } from './profile-last-cards';
import { ProfileRow } from './profile-row';
import { selfQuery } from '../members.queries';
import { GENDER_KEYS, LANGUAGE_KEYS } from '../profile-labels';
import { useGolfFormat } from '../../../lib/golf-format';

/** The profile's show tab (spec §2 /app/profile/show): the member's own data. */
export function ProfileShow() {
  const { t } = useTranslation();
  const format = useGolfFormat();
  const self = useQuery(selfQuery());
  const member = self.data;
  const uploadLink = useRouterLink('/app/upload');

  return (
    <>
      <OfflineSince query={self} className="offline-since--page" />
      {member ? (
        <>
          <section className="profile-hero">
            {/* spec §2 /app/upload, reached from the picture. */}
            {/* Named by its own (hidden) text, not aria-label: the initials shown would then be
                a visible label missing from the name (WCAG 2.5.3). */}
            <a {...uploadLink} className="profile-hero__picture">
              <span className="sr-only">{t('upload.change')}</span>
              <MemberAvatar member={member} />
              <span className="profile-hero__picture-badge" aria-hidden="true">
                <IonIcon icon={cameraOutline} />
              </span>
            </a>
            <h1 className="profile-hero__name">{member.volledige_naam}</h1>
            <div className="profile-hero__handicap">
              <span>{t('profile.handicap')}</span>
              <strong>{format.handicap(member.handicap) ?? t('common.noHandicap')}</strong>
            </div>
          </section>
          <IonList inset className="profile-list">
            <ProfileRow label={t('profile.gsn')} value={member.gsn} />
            <ProfileRow label={t('profile.birthdate')} value={formatDate(member.geboortedatum)} />
            <ProfileRow label={t('profile.gender')} value={t(GENDER_KEYS[member.geslacht])} />
            <ProfileRow label={t('profile.email')} value={member.email} />
            <ProfileRow label={t('profile.phone')} value={member.telefoon} />
            <ProfileRow label={t('profile.mobile')} value={member.mobiel} />
            <ProfileRow
              label={t('profile.language')}
              value={t(LANGUAGE_KEYS[memberLanguage(member.voorkeurstaal)])}
            />
            {member.extra_veld_1 !== undefined ? (
              <ProfileRow label={t('profile.extraField')} value={member.extra_veld_1} />
            ) : null}
          </IonList>
          <PushSwitch />
          <ProfileLastCards />
          <div className="page-actions">
            <IonButton expand="block" fill="outline" routerLink="/app/profile/edit">
              <IonIcon slot="start" icon={createOutline} aria-hidden="true" />
              {t('profile.edit')}
            </IonButton>
            <DownloadMyData />
          </div>
        </>
      ) : self.isError ? (
        <LoadError error={self.error} onRetry={() => void self.refetch()} />
      ) : (
        <div className="profile-hero" aria-hidden="true">
          <IonSkeletonText animated className="profile-hero__skeleton-avatar" />
          <IonSkeletonText animated style={{ width: '50%', height: 22 }} />
        </div>
      )}
    </>
  );
}
