import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton, IonIcon, IonInput, IonSpinner, IonTextarea } from '@ionic/react';
import { checkmarkCircle } from 'ionicons/icons';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FeedbackRequest, type FeedbackResponse } from '@fairway/contract';
import { errorMessage } from '../../../i18n/error-message';
import { useSingleWrite } from '../../../lib/use-single-write';
import { useSendFeedback } from '../feedback.queries';
import { FormError } from '../../../components/form-error';

/** The contract's input shape, so the resolver checks exactly what the server will. */
interface FeedbackFormValues {
  subject?: string;
  feedback: string;
}

const EMPTY: FeedbackFormValues = { subject: '', feedback: '' };

function SentNotice({ answer }: { answer: FeedbackResponse }) {
  const { t } = useTranslation();
  return (
    <div className="notice notice--success" role="status">
      <IonIcon icon={checkmarkCircle} aria-hidden="true" />
      <div>
        <div className="notice__title">{t('feedback.sentTitle')}</div>
        <div>{t('feedback.sentStatus', { status: t('feedback.status.success') })}</div>
        <div>
          {answer.sender.email
            ? t('feedback.sentAsWithEmail', {
                name: answer.sender.naam,
                email: answer.sender.email,
              })
            : t('feedback.sentAs', { name: answer.sender.naam })}
        </div>
      </div>
    </div>
  );
}

/**
 * spec §3 Feedback (subject, feedback) and §5: empty feedback is refused here with 'feedback field
 * cannot be empty', the server is not called for it.
 */
export function FeedbackForm() {
  const { t } = useTranslation();
  const send = useSendFeedback();
  const { write, busy } = useSingleWrite();
  const { control, handleSubmit, reset } = useForm<FeedbackFormValues, unknown, FeedbackRequest>({
    resolver: zodResolver(FeedbackRequest),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const sent = await write.run((key) => send.mutateAsync({ body: values, key }));
      if (sent) reset(EMPTY);
    } catch {
      // The error is on the mutation and shown above the form.
    }
  });

  return (
    <form className="form-card" onSubmit={(e) => void onSubmit(e)} noValidate>
      <p className="form-card__intro">{t('feedback.intro')}</p>

      {send.isSuccess ? <SentNotice answer={send.data} /> : null}
      {send.isError ? <FormError>{errorMessage(t, send.error)}</FormError> : null}

      <Controller
        control={control}
        name="subject"
        render={({ field, fieldState }) => (
          <IonInput
            className={fieldState.error ? 'ion-invalid ion-touched' : ''}
            label={t('feedback.subject')}
            labelPlacement="floating"
            fill="outline"
            maxlength={200}
            value={field.value ?? ''}
            errorText={fieldState.error ? t('feedback.errors.subjectTooLong') : undefined}
            onIonInput={(e) => field.onChange(e.detail.value ?? '')}
            onIonBlur={field.onBlur}
          />
        )}
      />

      <Controller
        control={control}
        name="feedback"
        render={({ field, fieldState }) => (
          <IonTextarea
            className={fieldState.error ? 'ion-invalid ion-touched' : ''}
            label={t('feedback.feedback')}
            labelPlacement="floating"
            fill="outline"
            placeholder={t('feedback.placeholder')}
            autoGrow
            rows={6}
            maxlength={5000}
            value={field.value}
            errorText={
              fieldState.error
                ? fieldState.error.type === 'too_big'
                  ? t('feedback.errors.tooLong')
                  : t('feedback.errors.empty')
                : undefined
            }
            onIonInput={(e) => field.onChange(e.detail.value ?? '')}
            onIonBlur={field.onBlur}
          />
        )}
      />

      <IonButton type="submit" expand="block" disabled={busy}>
        {busy ? <IonSpinner name="dots" /> : t('feedback.send')}
      </IonButton>
    </form>
  );
}
