import { useState } from 'react';
import { IonButton, IonContent, IonPage } from '@ionic/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationKindChannels,
  NotificationPreferences,
  QuietHours,
} from '@fairway/contract';
import { useTranslation } from 'react-i18next';
import { saveNotificationPreferences } from '../../api/notifications.api';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { notificationKeys, preferencesQuery } from './notifications.queries';
import './notifications.css';

const CHANNELS = ['push', 'email'] as const;
const DEFAULT_QUIET: QuietHours = { from: '22:00', until: '07:00' };

/** The form, once the member's preferences have arrived: its state starts from them. */
function PreferencesForm({ prefs }: { prefs: NotificationPreferences }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [kinds, setKinds] = useState<NotificationKindChannels[]>(prefs.kinds);
  const [quiet, setQuiet] = useState<QuietHours | null>(prefs.quiet_hours);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: () => saveNotificationPreferences({ kinds, quiet_hours: quiet }),
    onSuccess: (answer: NotificationPreferences) => {
      queryClient.setQueryData(notificationKeys.preferences(), answer);
      setSaved(true);
    },
  });
  const change = (kind: string, channel: (typeof CHANNELS)[number], on: boolean) => {
    setSaved(false);
    setKinds((ks) => ks.map((k) => (k.kind === kind ? { ...k, [channel]: on } : k)));
  };
  const clubOff = new Set(prefs.club_off);

  return (
    <form
      className="notification-prefs"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <p>{t('notifications.preferences.intro')}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('notifications.preferences.kind')}</th>
            {CHANNELS.map((c) => (
              <th key={c} scope="col">
                {t(`notifications.channel.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {kinds.map((k) => {
            const label = t(`notifications.kindName.${k.kind}`);
            return (
              <tr key={k.kind}>
                <th scope="row">
                  {label}
                  {clubOff.has(k.kind) ? (
                    <small> — {t('notifications.preferences.clubOff')}</small>
                  ) : null}
                </th>
                {CHANNELS.map((c) => (
                  <td key={c}>
                    <input
                      type="checkbox"
                      checked={k[c]}
                      disabled={clubOff.has(k.kind)}
                      aria-label={`${label}: ${t(`notifications.channel.${c}`)}`}
                      onChange={(e) => change(k.kind, c, e.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <h2>{t('notifications.preferences.quietTitle')}</h2>
      <label className="notification-prefs__switch">
        <input
          type="checkbox"
          checked={quiet !== null}
          onChange={(e) => {
            setSaved(false);
            setQuiet(e.target.checked ? DEFAULT_QUIET : null);
          }}
        />
        {t('notifications.preferences.quietOn')}
      </label>
      {quiet ? (
        <div className="notification-prefs__quiet">
          {(['from', 'until'] as const).map((end) => (
            <label key={end}>
              {t(`notifications.preferences.${end}`)}
              <input
                type="time"
                value={quiet[end]}
                required
                onChange={(e) => {
                  setSaved(false);
                  setQuiet({ ...quiet, [end]: e.target.value });
                }}
              />
            </label>
          ))}
        </div>
      ) : null}
      <p>{t('notifications.preferences.quietHelp')}</p>
      <IonButton type="submit" disabled={save.isPending}>
        {t('notifications.preferences.save')}
      </IonButton>
      <p role="status">
        {saved ? t('notifications.preferences.saved') : null}
        {save.isError ? t('notifications.preferences.failed') : null}
      </p>
    </form>
  );
}

/** Which kinds arrive by push and by email, and the quiet hours; the inbox always gets them. */
export default function NotificationPreferencesPage() {
  const { t } = useTranslation();
  const prefs = useQuery(preferencesQuery());

  return (
    <IonPage>
      <PageHeader title={t('notifications.preferences.title')} backHref="/app/notifications" />
      <IonContent>
        {prefs.isError ? (
          <LoadError error={prefs.error} onRetry={() => void prefs.refetch()} />
        ) : prefs.data ? (
          <PreferencesForm prefs={prefs.data} />
        ) : null}
      </IonContent>
    </IonPage>
  );
}
