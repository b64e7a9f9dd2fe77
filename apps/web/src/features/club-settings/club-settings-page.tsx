import { useEffect, useRef, useState } from 'react';
import { IonButton, IonContent, IonIcon, IonPage, IonSpinner } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { checkmarkCircle } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { ClubSettings, type ClubSettingsResponse } from '@fairway/contract';
import { isApiError } from '../../api/api-error';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../i18n/error-message';
import { clubSettingsQuery, useSaveClubSettings } from './club-settings.queries';
import { MenuPreview } from './menu-preview';
import { SettingField } from './setting-field';
import { fieldErrors, SETTINGS_GROUPS } from './settings-groups';
import './club-settings.css';

type Invalid = ReturnType<typeof fieldErrors>;

/** What the club cannot change here: set when the club came on the platform. */
function FixedFacts({ fixed }: { fixed: ClubSettingsResponse['fixed'] }) {
  const { t } = useTranslation();
  return (
    <dl className="club-settings__fixed">
      <dt>{t('clubSettings.fixed.snelnaam')}</dt>
      <dd>{fixed.snelnaam}</dd>
      <dt>{t('clubSettings.fixed.timezone')}</dt>
      <dd>{fixed.timezone}</dd>
      <dt>{t('clubSettings.fixed.extraField')}</dt>
      <dd>{t(fixed.extra_veld_1 ? 'clubSettings.fixed.yes' : 'clubSettings.fixed.no')}</dd>
    </dl>
  );
}

/** The form on the loaded settings: every group, the preview beside it, and save. */
function SettingsForm({ loaded }: { loaded: ClubSettingsResponse }) {
  const { t } = useTranslation();
  const save = useSaveClubSettings();
  const [draft, setDraft] = useState<ClubSettings>(loaded.settings);
  const [invalid, setInvalid] = useState<Invalid>({});
  const [saved, setSaved] = useState(false);
  // Each refused save moves the focus to the first marked field: it may be far up the page.
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const refuse = (marked: Invalid) => {
    setInvalid(marked);
    setRefusals((n) => n + 1);
  };

  const change = (field: keyof ClubSettings, value: unknown) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setInvalid((now) => ({ ...now, [field]: undefined }));
    setSaved(false);
  };

  const onSubmit = () => {
    // The contract's own rules first: every problem at once, at its field, before a call.
    const checked = ClubSettings.safeParse(draft);
    if (!checked.success) {
      refuse(fieldErrors(checked.error.issues.map((i) => ({ field: String(i.path[0]) }))));
      return;
    }
    save.mutate(checked.data, {
      onSuccess: (answer) => {
        setDraft(answer.settings);
        setInvalid({});
        setSaved(true);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'VALIDATION') refuse(fieldErrors(error.fields));
      },
    });
  };

  const anyInvalid = Object.values(invalid).some(Boolean);
  return (
    <form
      ref={formRef}
      className="club-settings"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <div className="club-settings__form">
        <p className="club-settings__intro">{t('clubSettings.intro')}</p>
        {SETTINGS_GROUPS.map((group) => (
          <fieldset key={group.id} className="club-settings__group">
            <legend className="club-settings__legend">
              {t(`clubSettings.groups.${group.id}`)}
            </legend>
            {group.id === 'club' ? <FixedFacts fixed={loaded.fixed} /> : null}
            {group.settings.map((setting) => (
              <div key={setting.field} className="club-settings__setting">
                <SettingField
                  setting={setting}
                  value={draft[setting.field]}
                  courses={loaded.courses}
                  invalid={invalid[setting.field] === true}
                  onChange={(v) => change(setting.field, v)}
                />
              </div>
            ))}
          </fieldset>
        ))}
        <div className="club-settings__actions">
          {anyInvalid ? <FormError>{t('clubSettings.fixFields')}</FormError> : null}
          {save.isError && !anyInvalid ? (
            <FormError>{errorMessage(t, save.error)}</FormError>
          ) : null}
          {saved ? (
            <div className="notice notice--success" role="status">
              <IonIcon icon={checkmarkCircle} aria-hidden="true" />
              <div>{t('clubSettings.saved')}</div>
            </div>
          ) : null}
          <IonButton type="submit" disabled={save.isPending}>
            {t('clubSettings.save')}
          </IonButton>
        </div>
      </div>
      <MenuPreview settings={draft} />
    </form>
  );
}

/**
 * The club's settings (role administrator): what the member app offers and how, each setting with
 * what it does, and the member app's menu as it will look with them.
 */
export default function ClubSettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery(clubSettingsQuery());
  return (
    <IonPage>
      <PageHeader title={t('clubSettings.title')} backHref="/app/admin" />
      <IonContent className="club-settings-page">
        {settings.isPending ? (
          <div className="club-settings__loading ion-text-center">
            <IonSpinner aria-label={t('common.loading')} />
          </div>
        ) : settings.isError ? (
          <FormError>{errorMessage(t, settings.error)}</FormError>
        ) : (
          <SettingsForm loaded={settings.data} />
        )}
      </IonContent>
    </IonPage>
  );
}
