import { useState } from 'react';
import { IonButton, IonSpinner, useIonRouter } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { AdminMember } from '@fairway/contract';
import { isApiError } from '../../api/api-error';
import { FormError } from '../../components/form-error';
import { LoadError } from '../../components/load-error';
import { AdminPage } from '../../components/admin-page';
import { errorMessage } from '../../i18n/error-message';
import { decimalSeparator } from '../../lib/golf-format';
import { MemberAccess } from './member-access';
import { adminMemberQuery, memberCategoriesQuery, useSaveMember } from './member-admin.queries';
import { MemberFields } from './member-fields';
import {
  emptyForm,
  formOf,
  serverErrors,
  toInput,
  type FieldErrors,
  type MemberForm,
} from './member-form';
import '../admin/admin.css';
import './member-admin.css';

const LIST_PATH = '/app/admin/members';

/** The form of a new member (`member` undefined) or of one to edit, and what saving it answers. */
function MemberFormCard({ member }: { member: AdminMember | undefined }) {
  const { t, i18n } = useTranslation();
  const router = useIonRouter();
  const categories = useQuery(memberCategoriesQuery());
  const save = useSaveMember();
  const [form, setForm] = useState<MemberForm>(() =>
    member ? formOf(member, { decimalSeparator: decimalSeparator(i18n.language) }) : emptyForm(),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof MemberForm>(key: K, value: MemberForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const onSubmit = async () => {
    const checked = toInput(form);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    try {
      const saved = await save.mutateAsync({
        ...(member ? { relatieId: member.relatie_id } : {}),
        body: checked.input,
      });
      if (!member) router.push(`${LIST_PATH}/${saved.relatie_id}`, 'forward', 'replace');
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };
  const refusal =
    save.isError && !(isApiError(save.error) && save.error.fields.length > 0) ? save.error : null;
  return (
    <form
      className="member-admin__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {refusal ? (
        <div className="member-admin__wide">
          <FormError>{errorMessage(t, refusal)}</FormError>
        </div>
      ) : Object.values(errors).some(Boolean) ? (
        <div className="member-admin__wide">
          <FormError>{t('errors.VALIDATION')}</FormError>
        </div>
      ) : null}
      <MemberFields
        form={form}
        errors={errors}
        set={set}
        member={member}
        categories={categories.data?.categories ?? []}
      />
      <div className="member-admin__wide">
        <IonButton type="submit" expand="block" disabled={save.isPending}>
          {member ? t('memberAdmin.save') : t('memberAdmin.create')}
        </IonButton>
        {save.isSuccess && member ? (
          <p className="member-admin__readonly" role="status">
            {t('memberAdmin.saved')}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** A member of the club, edited; or a new one (`/app/admin/members/new`). Role member_admin. */
export default function MemberAdminFormPage() {
  const { t } = useTranslation();
  const { id } = useParams<{ id?: string }>();
  const relatieId = id && id !== 'new' ? Number(id) : undefined;
  const member = useQuery({
    ...adminMemberQuery(relatieId ?? 0),
    enabled: relatieId !== undefined,
  });
  const title = relatieId === undefined ? t('memberAdmin.new') : t('memberAdmin.edit');
  return (
    <AdminPage title={title} backHref={LIST_PATH}>
      {relatieId === undefined ? (
        <MemberFormCard member={undefined} />
      ) : member.isPending ? (
        <div className="admin__pad ion-text-center">
          <IonSpinner aria-label={t('common.loading')} />
        </div>
      ) : member.isError ? (
        <LoadError error={member.error} onRetry={() => void member.refetch()} />
      ) : (
        <>
          <MemberAccess member={member.data} />
          <MemberFormCard key={member.data.relatie_id} member={member.data} />
        </>
      )}
    </AdminPage>
  );
}
