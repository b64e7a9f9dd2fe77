import { Fragment, useState } from 'react';
import { IonItem, IonLabel, IonSpinner } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RoleHolderEntry } from '@fairway/contract';
import { FormError } from '../../components/form-error';
import { AdminPage } from '../../components/admin-page';
import { SearchField } from '../../components/search-field';
import { errorMessage } from '../../i18n/error-message';
import { roleCandidatesQuery, roleHoldersQuery } from './admin.queries';
import { RoleChips, RoleEditor } from './role-editor';
import './admin.css';

/** Members as a list; the one being edited opens its role editor under it. */
function MemberRoles({
  list,
  members,
  editing,
  onEdit,
}: {
  /** Which list this is: a member may be in both, and only one of them opens the editor. */
  list: string;
  members: RoleHolderEntry[];
  editing: string | null;
  onEdit: (key: string | null) => void;
}) {
  return (
    // Not a list element: the editor opens between the members, and a list holds only items.
    <div className="admin__members" role="group" aria-labelledby={`${list}-title`}>
      {members.map((m) => {
        const key = `${list}:${m.relatie_id}`;
        return (
          <Fragment key={key}>
            <IonItem
              button
              detail={false}
              aria-expanded={editing === key}
              onClick={() => onEdit(editing === key ? null : key)}
            >
              <IonLabel>
                <h2>{m.naam}</h2>
                <RoleChips roles={m.roles} />
              </IonLabel>
            </IonItem>
            {editing === key ? <RoleEditor member={m} onDone={() => onEdit(null)} /> : null}
          </Fragment>
        );
      })}
    </div>
  );
}

/**
 * The club's roles (role administrator): who holds which, a member's roles changed, and a role
 * given to a member found by name. Every change lands in the audit trail.
 */
export default function AdminRolesPage() {
  const { t } = useTranslation();
  const holders = useQuery(roleHoldersQuery());
  const [term, setTerm] = useState('');
  const candidates = useQuery(roleCandidatesQuery(term));
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <AdminPage title={t('admin.roles.title')}>
      <h2 id="holders-title" className="admin__section-title">
        {t('admin.roles.holders')}
      </h2>
      {holders.isPending ? (
        <div className="admin__pad ion-text-center">
          <IonSpinner aria-label={t('common.loading')} />
        </div>
      ) : holders.isError ? (
        <FormError>{errorMessage(t, holders.error)}</FormError>
      ) : (
        <MemberRoles
          list="holders"
          members={holders.data.members}
          editing={editing}
          onEdit={setEditing}
        />
      )}
      <h2 id="found-title" className="admin__section-title">
        {t('admin.roles.give')}
      </h2>
      <div className="admin__pad">
        <SearchField label={t('admin.roles.search')} value={term} onChange={setTerm} />
      </div>
      {candidates.isError ? (
        <FormError>{errorMessage(t, candidates.error)}</FormError>
      ) : candidates.data ? (
        candidates.data.members.length === 0 ? (
          <p className="admin__pad">{t('admin.roles.noneFound')}</p>
        ) : (
          <MemberRoles
            list="found"
            members={candidates.data.members}
            editing={editing}
            onEdit={setEditing}
          />
        )
      ) : null}
    </AdminPage>
  );
}
