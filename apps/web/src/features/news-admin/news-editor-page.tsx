import { IonButton, IonContent, IonPage, IonSpinner, useIonRouter } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { AdminNewsInput, AdminNewsItem, NewsAudienceKind } from '@fairway/contract';
import { isApiError } from '../../api/api-error';
import { newIdempotencyKey } from '../../api/idempotency-key';
import {
  deleteAdminNews,
  publishAdminNews,
  saveAdminNews,
  saveAdminNewsPicture,
  unpublishAdminNews,
} from '../../api/news-admin.api';
import { FormError } from '../../components/form-error';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { errorMessage } from '../../i18n/error-message';
import { NewsArticle } from '../news';
import { StateBadge } from './news-list-page';
import { adminNewsItemQuery, newsAudiencesQuery, useNewsWrite } from './news-admin.queries';
import { inputFromMoment, momentFromInput } from './news-moment';
import '../admin/admin.css';
import './news-admin.css';

// Tiptap is the largest part of this screen: it loads after the form shows.
const RichTextEditor = lazy(() => import('./rich-text-editor'));
const LIST_PATH = '/app/admin/news';

interface Draft {
  titel: string;
  inhoud: string;
  audience: NewsAudienceKind;
  audience_id: number | null;
}
const EMPTY: Draft = { titel: '', inhoud: '', audience: 'everyone', audience_id: null };
const draftOf = (item: AdminNewsItem): Draft => ({
  titel: item.titel,
  inhoud: item.inhoud,
  audience: item.audience,
  audience_id: item.audience_id,
});

/** The news editor's one screen for a post: write, preview, publish or schedule, take back, delete. */
export default function NewsEditorPage() {
  const { t } = useTranslation();
  const router = useIonRouter();
  const param = useParams().id;
  const id = param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
  const item = useQuery({ ...adminNewsItemQuery(id ?? 0), enabled: id !== null });
  const audiences = useQuery(newsAudiencesQuery());
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [loadedId, setLoadedId] = useState<number | null>(null);
  const [preview, setPreview] = useState(false);
  const [at, setAt] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [saved, setSaved] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const bodyLabel = useId();

  useEffect(() => {
    if (item.data && loadedId !== item.data.id) {
      setDraft(draftOf(item.data));
      setLoadedId(item.data.id);
      if (item.data.state === 'scheduled' && item.data.publish_at)
        setAt(inputFromMoment(item.data.publish_at));
    }
  }, [item.data, loadedId]);

  const save = useNewsWrite((d: Draft, key) => saveAdminNews(id, d as AdminNewsInput, key));
  const publish = useNewsWrite((when: string | null, key) => publishAdminNews(id!, when, key));
  const unpublish = useNewsWrite((_: void, key) => unpublishAdminNews(id!, key));
  const picture = useNewsWrite((file: Blob | null, key) => saveAdminNewsPicture(id!, file, key));
  const [deleting, setDeleting] = useState<unknown>(null);

  const current = id === null ? null : item.data;
  const busy = save.isPending || publish.isPending || unpublish.isPending || picture.isPending;
  const failed = save.error ?? publish.error ?? unpublish.error ?? picture.error ?? deleting;
  const refused = new Set(isApiError(failed) ? failed.fields.map((f) => f.field) : []);

  /** Saves the text and audience; a new post then opens at its own address. */
  const saveDraft = async (): Promise<AdminNewsItem> => {
    const made = await save.mutateAsync(draft);
    setSaved(true);
    if (id === null) router.push(`${LIST_PATH}/${made.id}`, 'forward', 'replace');
    return made;
  };
  const showPreview = async () => {
    await saveDraft().catch(() => undefined);
    setPreview(true);
  };
  const remove = async () => {
    try {
      await deleteAdminNews(id!, newIdempotencyKey());
      router.push(LIST_PATH, 'back', 'replace');
    } catch (err) {
      setDeleting(err);
    }
  };
  const set = (patch: Partial<Draft>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...patch }));
  };

  if (id !== null && !item.data)
    return (
      <IonPage>
        <PageHeader title={t('newsAdmin.editTitle')} backHref={LIST_PATH} />
        <IonContent className="admin">
          {item.isError ? (
            <LoadError error={item.error} onRetry={() => void item.refetch()} />
          ) : (
            <div className="admin__pad ion-text-center">
              <IonSpinner aria-label={t('common.loading')} />
            </div>
          )}
        </IonContent>
      </IonPage>
    );

  // The query holds every write's answer (useNewsWrite), so it is the newest copy.
  const shown = current ?? save.data;
  return (
    <IonPage>
      <PageHeader
        title={t(id === null ? 'newsAdmin.newTitle' : 'newsAdmin.editTitle')}
        backHref={LIST_PATH}
      />
      <IonContent className="admin">
        <div className="admin__column news-admin">
          {shown ? (
            <p className="admin__pad">
              <StateBadge item={shown} />
            </p>
          ) : null}
          {preview && shown ? (
            <section className="news-admin__preview" aria-label={t('newsAdmin.preview')}>
              <p className="admin__pad news-admin__note">{t('newsAdmin.previewNote')}</p>
              <div className="news-admin__paper">
                <NewsArticle post={{ ...shown, datum: shown.publish_at ?? shown.updated_at }} />
              </div>
              <div className="admin__pad">
                <IonButton fill="outline" onClick={() => setPreview(false)}>
                  {t('newsAdmin.edit')}
                </IonButton>
              </div>
            </section>
          ) : (
            <form
              className="admin__pad news-admin__form"
              onSubmit={(e) => {
                e.preventDefault();
                void saveDraft().catch(() => undefined);
              }}
            >
              <TextField
                label={t('newsAdmin.field.titel')}
                value={draft.titel}
                maxLength={200}
                required
                onChange={(e) => set({ titel: e.target.value })}
                error={refused.has('titel') ? t('newsAdmin.titleRequired') : undefined}
              />
              <span id={bodyLabel} className="news-admin__label">
                {t('newsAdmin.field.inhoud')}
              </span>
              <Suspense
                fallback={<p className="news-admin__note">{t('newsAdmin.loadingEditor')}</p>}
              >
                <RichTextEditor
                  key={loadedId ?? 'new'}
                  value={draft.inhoud}
                  labelId={bodyLabel}
                  onChange={(inhoud) => set({ inhoud })}
                />
              </Suspense>
              <SelectField
                label={t('newsAdmin.audience.label')}
                value={draft.audience}
                onChange={(e) =>
                  set({ audience: e.target.value as NewsAudienceKind, audience_id: null })
                }
              >
                <option value="everyone">{t('newsAdmin.audience.everyone')}</option>
                <option value="category">{t('newsAdmin.audience.category')}</option>
                <option value="match">{t('newsAdmin.audience.match')}</option>
              </SelectField>
              {draft.audience !== 'everyone' ? (
                <SelectField
                  label={t(
                    draft.audience === 'category'
                      ? 'newsAdmin.audience.chooseCategory'
                      : 'newsAdmin.audience.chooseMatch',
                  )}
                  value={draft.audience_id ?? ''}
                  error={refused.has('audience_id') ? errorMessage(t, failed) : undefined}
                  hint={
                    draft.audience === 'category' && audiences.data?.categories.length === 0
                      ? t('newsAdmin.audience.noCategories')
                      : undefined
                  }
                  onChange={(e) =>
                    set({ audience_id: e.target.value ? Number(e.target.value) : null })
                  }
                >
                  <option value="" />
                  {(draft.audience === 'category'
                    ? (audiences.data?.categories ?? []).map((c) => ({ id: c.id, naam: c.naam }))
                    : (audiences.data?.matches ?? []).map((m) => ({
                        id: m.id,
                        naam: `${m.naam} (${m.aanvang.slice(0, 10)})`,
                      }))
                  ).map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.naam}
                    </option>
                  ))}
                </SelectField>
              ) : null}
              <div className="news-admin__actions">
                <IonButton type="submit" disabled={busy}>
                  {t('newsAdmin.save')}
                </IonButton>
                <IonButton fill="outline" disabled={busy} onClick={() => void showPreview()}>
                  {t('newsAdmin.preview')}
                </IonButton>
                {saved ? (
                  <span className="news-admin__note" role="status">
                    {t('newsAdmin.saved')}
                  </span>
                ) : null}
              </div>
            </form>
          )}
          {failed && !refused.has('titel') ? (
            <FormError>{errorMessage(t, failed)}</FormError>
          ) : null}
          {id !== null && shown ? (
            <div className="admin__pad news-admin__publish">
              <div className="news-admin__picture">
                <span className="news-admin__label">{t('newsAdmin.field.picture')}</span>
                {shown.afbeelding_url ? (
                  <img className="news-admin__thumb" src={shown.afbeelding_url} alt="" />
                ) : null}
                <input
                  ref={fileInput}
                  type="file"
                  accept="image/jpeg,image/png,image/gif,image/bmp"
                  hidden
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (file) picture.mutate(file);
                    e.target.value = '';
                  }}
                />
                <div className="news-admin__actions">
                  <IonButton
                    fill="outline"
                    disabled={busy}
                    onClick={() => fileInput.current?.click()}
                  >
                    {t('newsAdmin.pictureChoose')}
                  </IonButton>
                  {shown.afbeelding_url ? (
                    <IonButton fill="clear" disabled={busy} onClick={() => picture.mutate(null)}>
                      {t('newsAdmin.pictureRemove')}
                    </IonButton>
                  ) : null}
                </div>
                <p className="news-admin__note">{t('newsAdmin.pictureNote')}</p>
              </div>
              <div className="news-admin__actions">
                <IonButton
                  disabled={busy}
                  onClick={() =>
                    void saveDraft().then(
                      () => publish.mutate(null),
                      () => undefined,
                    )
                  }
                >
                  {t('newsAdmin.publishNow')}
                </IonButton>
                {shown.state === 'published' || shown.state === 'scheduled' ? (
                  <IonButton fill="outline" disabled={busy} onClick={() => unpublish.mutate()}>
                    {t('newsAdmin.unpublish')}
                  </IonButton>
                ) : null}
              </div>
              <div className="news-admin__schedule">
                <TextField
                  label={t('newsAdmin.field.at')}
                  type="datetime-local"
                  value={at}
                  onChange={(e) => setAt(e.target.value)}
                  error={refused.has('at') ? errorMessage(t, failed) : undefined}
                />
                <IonButton
                  fill="outline"
                  disabled={busy || momentFromInput(at) === null}
                  onClick={() =>
                    void saveDraft().then(
                      () => publish.mutate(momentFromInput(at)),
                      () => undefined,
                    )
                  }
                >
                  {t('newsAdmin.schedule')}
                </IonButton>
              </div>
              <div className="news-admin__actions news-admin__danger">
                {confirmDelete ? (
                  <>
                    <span>{t('newsAdmin.deleteConfirm')}</span>
                    <IonButton color="danger" onClick={() => void remove()}>
                      {t('newsAdmin.delete')}
                    </IonButton>
                    <IonButton fill="clear" onClick={() => setConfirmDelete(false)}>
                      {t('newsAdmin.cancel')}
                    </IonButton>
                  </>
                ) : (
                  <IonButton fill="clear" color="danger" onClick={() => setConfirmDelete(true)}>
                    {t('newsAdmin.delete')}
                  </IonButton>
                )}
              </div>
            </div>
          ) : null}
        </div>
      </IonContent>
    </IonPage>
  );
}
