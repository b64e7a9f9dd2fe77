import { IonButton, IonSpinner, useIonRouter } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  AdminFaqInput,
  FAQ_ANSWER_MAX,
  FAQ_QUESTION_MAX,
  FAQ_TRANSLATIONS,
  type AdminFaqItem,
  type FaqText,
} from '@fairway/contract';
import { isApiError } from '../../api/api-error';
import { deleteAdminFaq, saveAdminFaq } from '../../api/faq-admin.api';
import { AdminPage } from '../../components/admin-page';
import { FormError } from '../../components/form-error';
import { LoadError } from '../../components/load-error';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { errorMessage } from '../../i18n/error-message';
import { adminFaqQuery, useFaqWrite } from './faq-admin.queries';
import '../admin/admin.css';
import './faq-admin.css';

const LIST_PATH = '/app/admin/faq';
const LANGUAGES = ['nl_NL', ...FAQ_TRANSLATIONS] as const;
type Language = (typeof LANGUAGES)[number];
type Draft = Record<Language, FaqText>;

const BLANK: FaqText = { vraag: '', antwoord: '' };
const EMPTY: Draft = { nl_NL: BLANK, en_US: BLANK, et_EE: BLANK };
const draftOf = (item: AdminFaqItem): Draft => ({
  nl_NL: item.nl_NL,
  en_US: item.en_US ?? BLANK,
  et_EE: item.et_EE ?? BLANK,
});

/** The fields the server refused a write for ('en_US.antwoord'). */
const refusedFields = (error: unknown): string[] =>
  isApiError(error) ? error.fields.map((f) => f.field) : [];

/**
 * One FAQ entry (role news_editor): its question and answer in Dutch, which every member reads
 * unless their language has its own, and optionally in English and Estonian. Plain text: the
 * member's screen shows it as written, line breaks kept.
 */
export default function FaqEditorPage() {
  const { t } = useTranslation();
  const router = useIonRouter();
  const param = useParams().id;
  const id = param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
  const faq = useQuery(adminFaqQuery());
  const item = id === null ? null : faq.data?.items.find((i) => i.id === id);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [loadedId, setLoadedId] = useState<number | null>(null);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (item && loadedId !== item.id) {
      setDraft(draftOf(item));
      setLoadedId(item.id);
    }
  }, [item, loadedId]);

  const save = useFaqWrite((body: AdminFaqInput, key) => saveAdminFaq(id, body, key));
  const remove = useFaqWrite((entry: number, key) => deleteAdminFaq(entry, key));
  const failed = save.error ?? remove.error;
  const refused = new Set([...invalid, ...refusedFields(failed)]);
  const busy = save.isPending || remove.isPending;
  // A refused form takes the writer to its first refused field: the save button is below the
  // three languages, far from a missing Dutch question.
  const refusedKey = [...refused].join();
  useEffect(() => {
    if (refusedKey) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedKey]);

  const set = (taal: Language, patch: Partial<FaqText>) => {
    setInvalid(new Set());
    save.reset();
    setDraft((d) => ({ ...d, [taal]: { ...d[taal], ...patch } }));
  };
  const submit = () => {
    // The contract's own check first: a missing text is named without a call.
    const checked = AdminFaqInput.safeParse(draft);
    if (!checked.success) {
      setInvalid(new Set(checked.error.issues.map((i) => i.path.join('.'))));
      return;
    }
    save.mutate(checked.data, { onSuccess: () => router.push(LIST_PATH, 'back', 'replace') });
  };
  const onDelete = () =>
    remove.mutate(id!, { onSuccess: () => router.push(LIST_PATH, 'back', 'replace') });

  const title = t(id === null ? 'faqAdmin.newTitle' : 'faqAdmin.editTitle');
  if (id !== null && !item)
    return (
      <AdminPage title={title} backHref={LIST_PATH}>
        {faq.isError ? (
          <LoadError error={faq.error} onRetry={() => void faq.refetch()} />
        ) : faq.data ? (
          <p className="admin__pad">{t('faqAdmin.notFound')}</p>
        ) : (
          <div className="admin__pad ion-text-center">
            <IonSpinner aria-label={t('common.loading')} />
          </div>
        )}
      </AdminPage>
    );

  return (
    <AdminPage title={title} backHref={LIST_PATH} intro={t('faqAdmin.formIntro')}>
      <form
        ref={form}
        className="admin__pad faq-admin__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {LANGUAGES.map((taal) => (
          <fieldset key={taal} className="faq-admin__language">
            <legend className="faq-admin__legend">
              {t(`common.languages.${taal}`)}
              <span className="faq-admin__note">
                {' '}
                {t(taal === 'nl_NL' ? 'faqAdmin.required' : 'faqAdmin.optional')}
              </span>
            </legend>
            {taal !== 'nl_NL' ? <p className="faq-admin__note">{t('faqAdmin.fallback')}</p> : null}
            <TextField
              label={t('faqAdmin.field.vraag')}
              lang={taal.slice(0, 2)}
              value={draft[taal].vraag}
              maxLength={FAQ_QUESTION_MAX}
              onChange={(e) => set(taal, { vraag: e.target.value })}
              error={refused.has(`${taal}.vraag`) ? t('faqAdmin.questionRequired') : undefined}
            />
            <TextAreaField
              label={t('faqAdmin.field.antwoord')}
              lang={taal.slice(0, 2)}
              rows={5}
              value={draft[taal].antwoord}
              maxLength={FAQ_ANSWER_MAX}
              onChange={(e) => set(taal, { antwoord: e.target.value })}
              hint={t('faqAdmin.answerHint')}
              error={refused.has(`${taal}.antwoord`) ? t('faqAdmin.answerRequired') : undefined}
            />
          </fieldset>
        ))}
        {failed && refusedFields(failed).length === 0 ? (
          <FormError>{errorMessage(t, failed)}</FormError>
        ) : null}
        <div className="faq-admin__actions">
          <IonButton type="submit" disabled={busy}>
            {t('faqAdmin.save')}
          </IonButton>
          <IonButton fill="outline" routerLink={LIST_PATH} routerDirection="back">
            {t('common.cancel')}
          </IonButton>
        </div>
      </form>
      {id !== null ? (
        <div className="admin__pad faq-admin__actions faq-admin__danger">
          {confirmDelete ? (
            <>
              <span>{t('faqAdmin.deleteConfirm')}</span>
              <IonButton color="danger" disabled={busy} onClick={onDelete}>
                {t('faqAdmin.delete')}
              </IonButton>
              <IonButton fill="clear" onClick={() => setConfirmDelete(false)}>
                {t('common.cancel')}
              </IonButton>
            </>
          ) : (
            <IonButton fill="clear" color="danger" onClick={() => setConfirmDelete(true)}>
              {t('faqAdmin.delete')}
            </IonButton>
          )}
        </div>
      ) : null}
    </AdminPage>
  );
}
