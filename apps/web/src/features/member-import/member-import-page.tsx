import { useState } from 'react';
import { IonButton, IonContent, IonPage, IonSpinner } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_PAGE_SIZE,
  IMPORT_ROW_STATUSES,
  type ImportMapping,
  type ImportRowStatus,
} from '@fairway/contract';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../i18n/error-message';
import { ImportMappingList } from './import-mapping';
import { ImportRows } from './import-rows';
import { importQuery, latestImportQuery, useImportWrite } from './member-import.queries';
import './member-import.css';

/**
 * The member import (role member_admin): a CSV or XLSX export is uploaded, its columns mapped
 * (the club's last mapping is offered), every row previewed as new, changed, unchanged or
 * refused with the reason per cell; refused cells are put right here; nothing is written until
 * the preview is applied, and the last applied import can be undone.
 */
export default function MemberImportPage() {
  const { t } = useTranslation();
  const latest = useQuery(latestImportQuery());
  const [chosen, setChosen] = useState<number | null>(null);
  const [status, setStatus] = useState<ImportRowStatus | undefined>(undefined);
  const [offset, setOffset] = useState(0);
  const write = useImportWrite();
  const id = chosen ?? (latest.data?.last?.state === 'preview' ? latest.data.last.import_id : null);
  const preview = useQuery({ ...importQuery(id ?? 0, status, offset), enabled: id !== null });
  const data = preview.data;
  const busy = write.isPending;
  const run = (w: Parameters<typeof write.mutate>[0]) =>
    write.mutate(w, { onSuccess: (answer) => setChosen(answer.import_id) });
  const last = latest.data?.last;

  return (
    <IonPage>
      <PageHeader title={t('memberImport.title')} backHref="/app/admin" />
      <IonContent className="member-import">
        <div className="member-import__column">
          <p className="member-import__pad">{t('memberImport.intro')}</p>
          <div className="member-import__pad">
            <label className="member-import__file">
              <span>{t('memberImport.file')}</span>
              <input
                type="file"
                accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                disabled={busy}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) {
                    setStatus(undefined);
                    setOffset(0);
                    run({ kind: 'upload', file });
                  }
                  e.target.value = '';
                }}
              />
            </label>
          </div>
          {last?.can_undo ? (
            <div className="member-import__pad">
              <p>{t('memberImport.lastApplied', { file: last.file_name })}</p>
              <IonButton
                fill="outline"
                color="danger"
                disabled={busy}
                onClick={() => run({ kind: 'undo', id: last.import_id })}
              >
                {t('memberImport.undo')}
              </IonButton>
            </div>
          ) : null}
          {write.isError ? <FormError>{errorMessage(t, write.error)}</FormError> : null}
          {busy ? (
            <div className="member-import__pad ion-text-center">
              <IonSpinner aria-label={t('common.loading')} />
            </div>
          ) : null}
          {data ? (
            <>
              <h2 className="member-import__pad">
                {data.file_name} · {t(`memberImport.state.${data.state}`)}
              </h2>
              {data.state === 'preview' ? (
                <>
                  <h3 className="member-import__pad">{t('memberImport.mapping')}</h3>
                  <ImportMappingList
                    columns={data.columns}
                    mapping={data.mapping}
                    disabled={busy}
                    onChange={(mapping: ImportMapping) =>
                      run({ kind: 'mapping', id: data.import_id, mapping })
                    }
                  />
                </>
              ) : null}
              <div
                className="member-import__pad member-import__filter"
                role="group"
                aria-label={t('memberImport.filter')}
              >
                {([undefined, ...IMPORT_ROW_STATUSES] as const).map((s) => (
                  <IonButton
                    key={s ?? 'all'}
                    size="small"
                    fill={status === s ? 'solid' : 'outline'}
                    aria-pressed={status === s}
                    onClick={() => {
                      setStatus(s);
                      setOffset(0);
                    }}
                  >
                    {s ? t(`memberImport.status.${s}`) : t('memberImport.all')} (
                    {s ? data.counts[s] : Object.values(data.counts).reduce((a, b) => a + b, 0)})
                  </IonButton>
                ))}
              </div>
              <ImportRows
                rows={data.rows}
                busy={busy || data.state !== 'preview'}
                onFix={(row, field, value) =>
                  run({ kind: 'fix', id: data.import_id, row, field, value })
                }
              />
              <div className="member-import__pad member-import__pages">
                <IonButton
                  fill="clear"
                  disabled={offset === 0}
                  onClick={() => setOffset(Math.max(0, offset - IMPORT_PAGE_SIZE))}
                >
                  {t('memberImport.previous')}
                </IonButton>
                <span>
                  {data.total === 0 ? 0 : offset + 1}–
                  {Math.min(data.total, offset + IMPORT_PAGE_SIZE)} / {data.total}
                </span>
                <IonButton
                  fill="clear"
                  disabled={offset + IMPORT_PAGE_SIZE >= data.total}
                  onClick={() => setOffset(offset + IMPORT_PAGE_SIZE)}
                >
                  {t('memberImport.next')}
                </IonButton>
              </div>
              {data.state === 'preview' ? (
                <div className="member-import__pad">
                  {data.counts.refused ? (
                    <p>{t('memberImport.refusedSkipped', { count: data.counts.refused })}</p>
                  ) : null}
                  <IonButton
                    disabled={busy || data.counts.new + data.counts.changed === 0}
                    onClick={() => run({ kind: 'apply', id: data.import_id })}
                  >
                    {t('memberImport.apply', { count: data.counts.new + data.counts.changed })}
                  </IonButton>
                </div>
              ) : null}
            </>
          ) : preview.isError ? (
            <FormError>{errorMessage(t, preview.error)}</FormError>
          ) : null}
        </div>
      </IonContent>
    </IonPage>
  );
}
