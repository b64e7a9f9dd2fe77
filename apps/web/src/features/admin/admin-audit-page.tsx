import { useState } from 'react';
import {
  IonButton,
  IonIcon,
  IonInput,
  IonItem,
  IonLabel,
  IonList,
  IonSelect,
  IonSelectOption,
  IonSpinner,
} from '@ionic/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { downloadOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { AUDIT_ENTITIES, type AuditEntry, type AuditQuery } from '@fairway/contract';
import { auditExportHref } from '../../api/admin.api';
import { FormError } from '../../components/form-error';
import { AdminPage } from '../../components/admin-page';
import { errorMessage } from '../../i18n/error-message';
import { clubTimeZone } from '../../lib/club-clock';
import { formatDate } from '../../lib/dates';
import { dateTimeFormat } from '../../lib/intl-formats';
import { auditQuery } from './admin.queries';
import { changedFields } from './audit-changes';
import './admin.css';

/** When a row was written, on the club's clock: DD-MM-YYYY HH:mm (spec §9). */
const time = (at: string) =>
  `${formatDate(at)} ${dateTimeFormat('en-GB', {
    timeZone: clubTimeZone(),
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(at))}`;

/** One row of the trail: when, who, which record, and each field's value before and after. */
function EntryItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  return (
    <IonItem>
      <IonLabel>
        <h2>
          {t(`admin.audit.entity.${entry.entity}`, { defaultValue: entry.entity })}{' '}
          {entry.record_id} · {t(`admin.audit.action.${entry.action}`)}
        </h2>
        <p>
          {time(entry.at)} · {entry.actor_naam ?? t('admin.audit.platform')}
        </p>
        {changedFields(entry.before, entry.after).map((c) => (
          <p key={c.field} className="admin__change">
            {c.field}: {c.before !== undefined ? <del>{c.before}</del> : null}
            {c.before !== undefined && c.after !== undefined ? ' → ' : null}
            {c.after !== undefined ? <ins>{c.after}</ins> : null}
          </p>
        ))}
      </IonLabel>
    </IonItem>
  );
}

/** Which kind of record the trail shows: one, or all (''). */
function EntityFilter({ value, onChange }: { value: string; onChange: (entity: string) => void }) {
  const { t } = useTranslation();
  return (
    <IonSelect
      label={t('admin.audit.filterEntity')}
      labelPlacement="floating"
      fill="outline"
      value={value}
      onIonChange={(e) => onChange(e.detail.value as string)}
    >
      <IonSelectOption value="">{t('admin.audit.all')}</IonSelectOption>
      {AUDIT_ENTITIES.map((e) => (
        <IonSelectOption key={e} value={e}>
          {t(`admin.audit.entity.${e}`)}
        </IonSelectOption>
      ))}
    </IonSelect>
  );
}

/** The audit trail (role administrator): filtered by record kind, record and days; exported as CSV. */
export default function AdminAuditPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AuditQuery>({});
  const list = useInfiniteQuery(auditQuery(filter));
  const set = (field: keyof AuditQuery, value: string | null | undefined) =>
    setFilter((f) => ({ ...f, [field]: value ? value : undefined }));
  const entries = list.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <AdminPage title={t('admin.audit.title')}>
      <div className="admin__filters">
        <EntityFilter value={filter.entity ?? ''} onChange={(entity) => set('entity', entity)} />
        <IonInput
          label={t('admin.audit.filterRecord')}
          labelPlacement="floating"
          fill="outline"
          maxlength={40}
          debounce={300}
          value={filter.record_id ?? ''}
          onIonInput={(e) => set('record_id', e.detail.value?.trim())}
        />
        {(['from', 'until'] as const).map((field) => (
          <IonInput
            key={field}
            type="date"
            label={t(`admin.audit.${field}`)}
            labelPlacement="stacked"
            fill="outline"
            value={filter[field] ?? ''}
            onIonChange={(e) => set(field, e.detail.value as string)}
          />
        ))}
      </div>
      <div className="admin__pad">
        <IonButton fill="outline" href={auditExportHref(filter)} download="audit.csv">
          <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
          {t('admin.audit.export')}
        </IonButton>
      </div>
      {list.isPending ? (
        <div className="admin__pad ion-text-center">
          <IonSpinner aria-label={t('common.loading')} />
        </div>
      ) : list.isError ? (
        <FormError>{errorMessage(t, list.error)}</FormError>
      ) : entries.length === 0 ? (
        <p className="admin__pad">{t('admin.audit.none')}</p>
      ) : (
        <IonList inset>
          {entries.map((entry) => (
            <EntryItem key={entry.id} entry={entry} />
          ))}
        </IonList>
      )}
      {list.hasNextPage ? (
        <div className="admin__pad ion-text-center">
          <IonButton
            fill="clear"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('admin.audit.more')}
          </IonButton>
        </div>
      ) : null}
    </AdminPage>
  );
}
