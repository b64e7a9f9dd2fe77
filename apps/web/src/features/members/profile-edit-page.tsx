import { zodResolver } from '@hookform/resolvers/zod';
import {
  IonButton,
  IonContent,
  IonInput,
  IonLabel,
  IonPage,
  IonSegment,
  IonSegmentButton,
  IonSpinner,
  useIonRouter,
} from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UpdateSelfRequest, type Relatie } from '@fairway/contract';
import { LANGUAGES } from '@fairway/golf';
import { isApiError } from '../../api/api-error';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { SelectField } from '../../components/select-field';
import { errorMessage } from '../../i18n/error-message';
import { changeLanguage } from '../../i18n/i18n';
import { memberLanguage } from '../../i18n/language';
import { clubNow } from '../../lib/club-clock';
import { selfQuery, useUpdateSelf } from './members.queries';
import { GENDER_KEYS, LANGUAGE_KEYS } from './profile-labels';
import { FormError } from '../../components/form-error';

const SHOW_PATH = '/app/profile/show';

/** The form edits the contract's request as it is; the resolver is its zod schema. */
type ProfileFormValues = UpdateSelfRequest;
type EditableField =
  'roepnaam' | 'email' | 'telefoon' | 'mobiel' | 'geboortedatum' | 'geslacht' | 'voorkeurstaal';

const FIELD_ERROR_KEYS = {
  roepnaam: 'profile.errors.roepnaam',
  email: 'profile.errors.email',
  telefoon: 'profile.errors.phone',
  mobiel: 'profile.errors.phone',
  geboortedatum: 'profile.errors.birthdate',
  geslacht: 'errors.VALIDATION',
  voorkeurstaal: 'errors.VALIDATION',
} as const satisfies Record<EditableField, string>;

/** The error type of a birth date after the club's today (its own message). */
const FUTURE = 'future';

const EDITABLE: readonly string[] = Object.keys(FIELD_ERROR_KEYS);
const isEditable = (field: string): field is EditableField => EDITABLE.includes(field);

const emptyToNull = (value: string | null | undefined) => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

function ProfileForm({ member }: { member: Relatie }) {
  const { t } = useTranslation();
  const router = useIonRouter();
  const update = useUpdateSelf();
  const { control, handleSubmit, setError } = useForm<
    ProfileFormValues,
    unknown,
    UpdateSelfRequest
  >({
    resolver: zodResolver(UpdateSelfRequest),
    defaultValues: {
      roepnaam: member.roepnaam,
      email: member.email,
      telefoon: member.telefoon,
      mobiel: member.mobiel,
      geboortedatum: member.geboortedatum,
      geslacht: member.geslacht,
      voorkeurstaal: memberLanguage(member.voorkeurstaal),
    },
  });

  // The club's today: the server refuses a birth date after it, on the club's calendar.
  const today = clubNow(new Date()).date;
  const bornLater = (date: string | null | undefined) => !!date && date > today;

  const onSubmit = handleSubmit(async (values) => {
    if (bornLater(values.geboortedatum)) {
      setError('geboortedatum', { type: FUTURE });
      return;
    }
    let answer;
    try {
      answer = await update.mutateAsync(values);
    } catch (error) {
      if (!isApiError(error)) return;
      for (const f of error.fields) {
        if (!isEditable(f.field)) continue;
        // A well-formed date the server refuses is after its today (the phone's may lag a day).
        const future = f.field === 'geboortedatum' && !!values.geboortedatum;
        setError(f.field, { type: future ? FUTURE : 'server', message: f.message });
      }
      return;
    }
    // The new language applies at once, before the member is back on their profile.
    await changeLanguage(memberLanguage(answer.relatie.voorkeurstaal));
    if (router.canGoBack()) router.goBack();
    else router.push(SHOW_PATH, 'back', 'replace');
  });

  const fieldError = (field: EditableField, error: FieldError | undefined) =>
    error
      ? t(error.type === FUTURE ? 'profile.errors.birthdateFuture' : FIELD_ERROR_KEYS[field])
      : undefined;

  return (
    <form className="form-card" onSubmit={(e) => void onSubmit(e)} noValidate>
      {update.isError && !(isApiError(update.error) && update.error.fields.length > 0) ? (
        <FormError>{errorMessage(t, update.error)}</FormError>
      ) : null}

      <Controller
        control={control}
        name="roepnaam"
        render={({ field, fieldState }) => (
          <IonInput
            className={fieldState.invalid ? 'ion-invalid ion-touched' : ''}
            label={t('profile.callName')}
            labelPlacement="floating"
            fill="outline"
            autocomplete="given-name"
            maxlength={60}
            value={field.value ?? ''}
            errorText={fieldError('roepnaam', fieldState.error)}
            onIonInput={(e) => field.onChange(emptyToNull(e.detail.value))}
            onIonBlur={field.onBlur}
          />
        )}
      />

      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <IonInput
            className={fieldState.invalid ? 'ion-invalid ion-touched' : ''}
            label={t('profile.email')}
            labelPlacement="floating"
            fill="outline"
            type="email"
            inputmode="email"
            autocomplete="email"
            value={field.value ?? ''}
            errorText={fieldError('email', fieldState.error)}
            onIonInput={(e) => field.onChange(emptyToNull(e.detail.value))}
            onIonBlur={field.onBlur}
          />
        )}
      />

      {(
        [
          ['telefoon', 'profile.phone'],
          ['mobiel', 'profile.mobile'],
        ] as const
      ).map(([name, label]) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <IonInput
              className={fieldState.invalid ? 'ion-invalid ion-touched' : ''}
              label={t(label)}
              labelPlacement="floating"
              fill="outline"
              type="tel"
              inputmode="tel"
              autocomplete="tel"
              maxlength={30}
              value={field.value ?? ''}
              errorText={fieldError(name, fieldState.error)}
              onIonInput={(e) => field.onChange(emptyToNull(e.detail.value))}
              onIonBlur={field.onBlur}
            />
          )}
        />
      ))}

      <Controller
        control={control}
        name="geboortedatum"
        render={({ field, fieldState }) => (
          <IonInput
            className={fieldState.invalid ? 'ion-invalid ion-touched' : ''}
            label={t('profile.birthdate')}
            labelPlacement="stacked"
            fill="outline"
            type="date"
            max={today}
            value={field.value ?? ''}
            errorText={fieldError('geboortedatum', fieldState.error)}
            onIonInput={(e) => field.onChange(emptyToNull(e.detail.value))}
            onIonBlur={field.onBlur}
          />
        )}
      />

      <Controller
        control={control}
        name="geslacht"
        render={({ field }) => (
          <div className="segment-field" role="group" aria-labelledby="profile-gender-label">
            <div id="profile-gender-label" className="segment-field__label">
              {t('profile.gender')}
            </div>
            <IonSegment
              value={field.value}
              onIonChange={(e) => {
                if (e.detail.value === 'm' || e.detail.value === 'v')
                  field.onChange(e.detail.value);
              }}
            >
              {(['m', 'v'] as const).map((g) => (
                <IonSegmentButton key={g} value={g}>
                  <IonLabel>
                    <span>{t(GENDER_KEYS[g])}</span>
                  </IonLabel>
                </IonSegmentButton>
              ))}
            </IonSegment>
          </div>
        )}
      />

      <Controller
        control={control}
        name="voorkeurstaal"
        render={({ field }) => (
          <SelectField
            label={t('profile.language')}
            name={field.name}
            value={field.value}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(LANGUAGE_KEYS[language])}
              </option>
            ))}
          </SelectField>
        )}
      />

      <IonButton type="submit" expand="block" disabled={update.isPending}>
        {update.isPending ? <IonSpinner name="dots" /> : t('profile.save')}
      </IonButton>
      {/* spec §2: the form submits on the Enter key; Ionic's button is not a native one. */}
      <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true" />
    </form>
  );
}

/** spec §2 /app/profile/edit. */
export default function ProfileEditPage() {
  const { t } = useTranslation();
  const self = useQuery(selfQuery());

  return (
    <IonPage>
      <PageHeader title={t('profile.editTitle')} backHref={SHOW_PATH} />
      <IonContent>
        {self.data ? (
          <ProfileForm key={self.data.id} member={self.data} />
        ) : self.isError ? (
          <LoadError error={self.error} onRetry={() => void self.refetch()} />
        ) : null}
      </IonContent>
    </IonPage>
  );
}
