import { useState } from 'react';
import { IonAlert, IonButton, IonIcon, IonInput, IonItem, IonLabel, IonList } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { addOutline, trashOutline } from 'ionicons/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AdminMemberCategory } from '@fairway/contract';
import { isApiError } from '../../api/api-error';
import { FormError } from '../../components/form-error';
import { AdminPage } from '../../components/admin-page';
import { errorMessage } from '../../i18n/error-message';
import { memberCategoriesQuery, useDeleteCategory, useSaveCategory } from './member-admin.queries';
import { QueryState } from './query-state';
import '../admin/admin.css';
import './member-admin.css';

/** A refusal of a category's write: a name the club has already gets its own text. */
const refusalText = (t: TFunction, error: unknown) =>
  isApiError(error) && error.code === 'CONFLICT'
    ? t('memberAdmin.categories.taken')
    : errorMessage(t, error);

/** A category's name, editable in place: saved when it changed and the field is left or sent. */
function CategoryItem({ category }: { category: AdminMemberCategory }) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const [naam, setNaam] = useState(category.naam);
  const [confirming, setConfirming] = useState(false);
  const rename = () => {
    if (naam.trim() && naam.trim() !== category.naam)
      save.mutate({ id: category.id, body: { naam: naam.trim(), position: category.position } });
  };
  const error = save.error ?? remove.error;
  return (
    <IonItem>
      <IonLabel className="ion-text-wrap">
        <IonInput
          label={t('memberAdmin.categories.name')}
          labelPlacement="floating"
          maxlength={60}
          value={naam}
          onIonInput={(e) => setNaam(e.detail.value ?? '')}
          onIonBlur={rename}
          onKeyDown={(e) => {
            if (e.key === 'Enter') rename();
          }}
        />
        <p>{t('memberAdmin.categories.members', { count: category.members })}</p>
        {error ? <FormError>{refusalText(t, error)}</FormError> : null}
      </IonLabel>
      <IonButton
        slot="end"
        fill="clear"
        color="danger"
        aria-label={t('memberAdmin.categories.delete', { name: category.naam })}
        disabled={remove.isPending}
        onClick={() => setConfirming(true)}
      >
        <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
      </IonButton>
      <IonAlert
        isOpen={confirming}
        header={t('memberAdmin.categories.delete', { name: category.naam })}
        onDidDismiss={() => setConfirming(false)}
        buttons={[
          { text: t('common.cancel'), role: 'cancel' },
          {
            text: t('memberAdmin.categories.deleteConfirm'),
            role: 'destructive',
            handler: () => remove.mutate(category.id),
          },
        ]}
      />
    </IonItem>
  );
}

/**
 * The club's member categories (role member_admin): added, renamed and deleted. A category that
 * members hold is not deleted (the server refuses; the count shows who holds one).
 */
export default function MemberCategoriesPage() {
  const { t } = useTranslation();
  const list = useQuery(memberCategoriesQuery());
  const add = useSaveCategory();
  const [naam, setNaam] = useState('');
  const categories = list.data?.categories ?? [];
  const onAdd = () => {
    if (!naam.trim()) return;
    add.mutate(
      {
        body: {
          naam: naam.trim(),
          position: categories.reduce((max, c) => Math.max(max, c.position + 1), 0),
        },
      },
      { onSuccess: () => setNaam('') },
    );
  };
  return (
    <AdminPage
      title={t('memberAdmin.categories.title')}
      backHref="/app/admin/members"
      intro={t('memberAdmin.categories.intro')}
    >
      <form
        className="member-admin__link"
        onSubmit={(e) => {
          e.preventDefault();
          onAdd();
        }}
      >
        <IonInput
          className="member-admin__grow"
          label={t('memberAdmin.categories.newName')}
          labelPlacement="floating"
          fill="outline"
          maxlength={60}
          value={naam}
          onIonInput={(e) => setNaam(e.detail.value ?? '')}
        />
        <IonButton type="submit" disabled={add.isPending || !naam.trim()}>
          <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
          {t('memberAdmin.categories.add')}
        </IonButton>
      </form>
      {add.error ? <FormError>{refusalText(t, add.error)}</FormError> : null}
      <QueryState
        query={list}
        isEmpty={(d) => d.categories.length === 0}
        none={t('memberAdmin.categories.none')}
      >
        {(data) => (
          <IonList inset>
            {data.categories.map((c) => (
              <CategoryItem key={`${c.id}:${c.naam}`} category={c} />
            ))}
          </IonList>
        )}
      </QueryState>
    </AdminPage>
  );
}
