import { useState } from 'react';
import { IonButton, IonIcon, IonItem, IonLabel, IonList, IonToggle } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { addOutline, downloadOutline, pricetagsOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { AdminMemberSummary } from '@fairway/contract';
import { memberExportHref } from '../../api/member-admin.api';
import { AdminPage } from '../../components/admin-page';
import { SearchField } from '../../components/search-field';
import { useGolfFormat } from '../../lib/golf-format';
import { adminMembersQuery, MEMBER_PAGE_SIZE } from './member-admin.queries';
import { QueryState } from './query-state';
import '../admin/admin.css';
import './member-admin.css';

/** One member of the list: name, what identifies them, and a mark when they are deactivated. */
function MemberItem({ m }: { m: AdminMemberSummary }) {
  const { t } = useTranslation();
  const golf = useGolfFormat();
  const details = [
    m.username,
    m.gsn,
    m.category_naam,
    m.handicap === null ? null : `${t('memberAdmin.handicap')} ${golf.handicap(m.handicap)}`,
  ].filter(Boolean);
  return (
    <IonItem routerLink={`/app/admin/members/${m.relatie_id}`} detail>
      <IonLabel>
        <h2>
          {m.naam}
          {m.deactivated_at ? (
            <span className="member-admin__mark">{t('memberAdmin.deactivated')}</span>
          ) : null}
        </h2>
        <p>{details.join(' · ')}</p>
      </IonLabel>
    </IonItem>
  );
}

/**
 * The member administration's list (role member_admin): search by name, GSN or username, page
 * through, deactivated members on request; a new member, the categories and the export from here.
 */
export default function MemberAdminListPage() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [withDeactivated, setWithDeactivated] = useState(false);
  const [page, setPage] = useState(0);
  const list = useQuery(
    adminMembersQuery({
      q: q.trim() || undefined,
      include_deactivated: withDeactivated ? 'true' : 'false',
      limit: MEMBER_PAGE_SIZE,
      offset: page * MEMBER_PAGE_SIZE,
    }),
  );
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / MEMBER_PAGE_SIZE)) : 1;
  return (
    <AdminPage title={t('memberAdmin.title')}>
      <div className="member-admin__actions">
        <IonButton routerLink="/app/admin/members/new">
          <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
          {t('memberAdmin.new')}
        </IonButton>
        <IonButton fill="outline" routerLink="/app/admin/member-categories">
          <IonIcon slot="start" icon={pricetagsOutline} aria-hidden="true" />
          {t('memberAdmin.categories.title')}
        </IonButton>
        {(['csv', 'xlsx'] as const).map((format) => (
          <IonButton key={format} fill="outline" href={memberExportHref(format)} download="">
            <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
            {t(`memberAdmin.export.${format}`)}
          </IonButton>
        ))}
      </div>
      <div className="admin__pad">
        <SearchField
          label={t('memberAdmin.search')}
          value={q}
          onChange={(term) => {
            setQ(term);
            setPage(0);
          }}
        />
        <IonToggle
          className="member-admin__toggle"
          checked={withDeactivated}
          onIonChange={(e) => {
            setWithDeactivated(e.detail.checked);
            setPage(0);
          }}
        >
          {t('memberAdmin.showDeactivated')}
        </IonToggle>
      </div>
      <QueryState query={list} isEmpty={(d) => d.members.length === 0} none={t('memberAdmin.none')}>
        {(data) => (
          <>
            <p className="admin__intro">{t('memberAdmin.count', { count: data.total })}</p>
            <IonList inset>
              {data.members.map((m) => (
                <MemberItem key={m.relatie_id} m={m} />
              ))}
            </IonList>
          </>
        )}
      </QueryState>
      {pages > 1 ? (
        <div className="member-admin__pager">
          <IonButton fill="clear" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('memberAdmin.previous')}
          </IonButton>
          <span>{t('memberAdmin.page', { page: page + 1, pages })}</span>
          <IonButton fill="clear" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            {t('memberAdmin.next')}
          </IonButton>
        </div>
      ) : null}
    </AdminPage>
  );
}
