import { IonAlert, IonButton, IonContent, IonItem, IonLabel, IonList, IonPage } from '@ionic/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { AdminTeeBlock, TeeBlockPreview } from '@fairway/contract';
import { deleteTeeBlock, previewTeeBlock, saveTeeBlock } from '../../api/tee-blocks.api';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../i18n/error-message';
import { clubNow } from '../../lib/club-clock';
import { formatDate } from '../../lib/dates';
import { adminCourseQuery, teeBlocksQuery, useBlockWrite } from './course-admin.queries';
import { QueryState } from './query-state';
import {
  blockDraft,
  blockInput,
  blockProblems,
  newBlockDraft,
  TeeBlockForm,
  type BlockDraft,
} from './tee-block-form';
import '../admin/admin.css';
import './course-admin.css';

/** A block's days and times as a line: "Every Tuesday 09:00–10:30, from … until …". */
function useWhen() {
  const { t } = useTranslation();
  return (b: AdminTeeBlock) => {
    const times = `${b.from_time}–${b.until_time}`;
    if (b.date !== null) return `${formatDate(b.date)} ${times}`;
    const range =
      b.valid_from && b.valid_until
        ? t('teeBlocks.between', {
            from: formatDate(b.valid_from),
            until: formatDate(b.valid_until),
          })
        : b.valid_from
          ? t('teeBlocks.fromDate', { from: formatDate(b.valid_from) })
          : b.valid_until
            ? t('teeBlocks.untilDate', { until: formatDate(b.valid_until) })
            : '';
    const every = t('teeBlocks.everyWeek', {
      weekday: t(`teeBlocks.weekday.${(b.weekday ?? 1) as 1 | 2 | 3 | 4 | 5 | 6 | 7}`),
    });
    return [`${every} ${times}`, range].filter(Boolean).join(', ');
  };
}

/**
 * A course's tee-sheet blocks (role tee_sheet_manager): the list, and a form that first asks the
 * server which bookings the block would cover; over bookings, the manager keeps or cancels them.
 */
export default function TeeBlocksPage() {
  const { t } = useTranslation();
  const courseId = Number(useParams<{ id: string }>().id);
  const course = useQuery(adminCourseQuery(courseId));
  const blocks = useQuery(teeBlocksQuery(courseId));
  const when = useWhen();
  const client = useQueryClient();
  const [editing, setEditing] = useState<{ id: number | null; draft: BlockDraft } | null>(null);
  const [covered, setCovered] = useState<TeeBlockPreview['bookings'] | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const write = useBlockWrite(courseId, (vars: { bookings: 'keep' | 'cancel' }, key) =>
    saveTeeBlock(courseId, editing!.id, { ...blockInput(editing!.draft), ...vars }, key),
  );
  const preview = useMutation({
    mutationFn: () => previewTeeBlock(courseId, blockInput(editing!.draft), editing!.id),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteTeeBlock(courseId, id, newIdempotencyKey()),
    onSettled: () => client.invalidateQueries({ queryKey: teeBlocksQuery(courseId).queryKey }),
  });

  const save = async (bookings: 'keep' | 'cancel') => {
    const result = await write.mutateAsync({ bookings });
    setDone(
      result.cancelled > 0
        ? t('teeBlocks.covered.cancelled', { count: result.cancelled })
        : t('teeBlocks.covered.saved'),
    );
    setEditing(null);
    setCovered(null);
  };
  const onSave = async () => {
    setDone(null);
    const found = (await preview.mutateAsync()).bookings;
    if (found.length === 0) await save('keep');
    else setCovered(found);
  };
  const error = write.error ?? preview.error ?? remove.error;
  const problems = editing ? blockProblems(editing.draft) : new Map<string, string>();

  return (
    <IonPage>
      <PageHeader
        title={course.data ? `${t('teeBlocks.title')} · ${course.data.name}` : t('teeBlocks.title')}
        backHref={`/app/admin/courses/${courseId}`}
      />
      <IonContent className="admin">
        <div className="admin__column">
          <p className="admin__intro">{t('teeBlocks.intro')}</p>
          {done ? (
            <p className="admin__pad tee-blocks__done" role="status">
              {done}
            </p>
          ) : null}
          {error ? <FormError>{errorMessage(t, error)}</FormError> : null}
          {editing ? (
            covered ? (
              <section className="admin__pad tee-blocks__covered" aria-live="polite">
                <h2>{t('teeBlocks.covered.title', { count: covered.length })}</h2>
                <p>{t('teeBlocks.covered.intro')}</p>
                <ul className="tee-blocks__bookings">
                  {covered.map((b) => (
                    <li key={`${b.date} ${b.time}`}>
                      <strong>
                        {formatDate(b.date)} {b.time}
                      </strong>{' '}
                      {b.players.filter(Boolean).join(', ')} ({b.players.length})
                    </li>
                  ))}
                </ul>
                <div className="course-admin__actions">
                  <IonButton disabled={write.isPending} onClick={() => void save('keep')}>
                    {t('teeBlocks.covered.keep')}
                  </IonButton>
                  <IonButton
                    color="danger"
                    disabled={write.isPending}
                    onClick={() => void save('cancel')}
                  >
                    {t('teeBlocks.covered.cancel')}
                  </IonButton>
                  <IonButton fill="clear" onClick={() => setCovered(null)}>
                    {t('teeBlocks.form.cancel')}
                  </IonButton>
                </div>
                <p className="tee-blocks__hint">{t('teeBlocks.covered.keepHint')}</p>
                <p className="tee-blocks__hint">{t('teeBlocks.covered.cancelHint')}</p>
              </section>
            ) : (
              <TeeBlockForm
                value={editing.draft}
                onChange={(draft) => setEditing({ ...editing, draft })}
                problems={problems}
                busy={preview.isPending || write.isPending}
                onSave={() => void onSave().catch(() => undefined)}
                onCancel={() => setEditing(null)}
              />
            )
          ) : (
            <div className="admin__pad course-admin__actions">
              <IonButton
                onClick={() => {
                  setDone(null);
                  setEditing({ id: null, draft: newBlockDraft(clubNow(new Date()).date) });
                }}
              >
                {t('teeBlocks.new')}
              </IonButton>
            </div>
          )}
          {!blocks.data ? (
            <QueryState error={blocks.error} />
          ) : blocks.data.blocks.length === 0 ? (
            <p className="admin__pad">{t('teeBlocks.empty')}</p>
          ) : (
            <IonList inset className="tee-blocks__list">
              {blocks.data.blocks.map((b) => (
                <IonItem key={b.id}>
                  <IonLabel className="ion-text-wrap">
                    <h2>{t(`teeBlocks.kind.${b.kind}`)}</h2>
                    <p>{when(b)}</p>
                    {b.message ? <p className="tee-blocks__message">{b.message}</p> : null}
                    {b.match_id !== null ? <p>{t('teeBlocks.fromMatch')}</p> : null}
                  </IonLabel>
                  {b.match_id === null ? (
                    <div slot="end" className="course-admin__actions">
                      <IonButton
                        fill="outline"
                        size="small"
                        onClick={() => {
                          setDone(null);
                          setCovered(null);
                          setEditing({ id: b.id, draft: blockDraft(b) });
                        }}
                      >
                        {t('teeBlocks.edit')}
                      </IonButton>
                      <IonButton
                        fill="clear"
                        size="small"
                        color="danger"
                        onClick={() => setDeleting(b.id)}
                      >
                        {t('teeBlocks.delete')}
                      </IonButton>
                    </div>
                  ) : null}
                </IonItem>
              ))}
            </IonList>
          )}
        </div>
        <IonAlert
          isOpen={deleting !== null}
          header={t('teeBlocks.deleteConfirm')}
          onDidDismiss={() => setDeleting(null)}
          buttons={[
            { text: t('common.cancel'), role: 'cancel' },
            {
              text: t('teeBlocks.delete'),
              role: 'destructive',
              handler: () => {
                if (deleting !== null) remove.mutate(deleting);
              },
            },
          ]}
        />
      </IonContent>
    </IonPage>
  );
}
