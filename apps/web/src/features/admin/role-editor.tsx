import { useState } from 'react';
import { IonButton, IonCheckbox } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { CLUB_ROLES, type ClubRole, type RoleHolderEntry } from '@fairway/contract';
import { FormError } from '../../components/form-error';
import { errorMessage } from '../../i18n/error-message';
import { useSetRoles } from './admin.queries';

/** The administrator's choice of a member's roles: one box per role with what it allows. */
export function RoleEditor({ member, onDone }: { member: RoleHolderEntry; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSetRoles();
  const [roles, setRoles] = useState<ClubRole[]>(member.roles);
  const toggle = (role: ClubRole, on: boolean) =>
    setRoles((now) => (on ? [...now, role] : now.filter((r) => r !== role)));
  return (
    <form
      className="admin__editor"
      aria-label={t('admin.roles.editFor', { name: member.naam })}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ relatieId: member.relatie_id, roles }, { onSuccess: onDone });
      }}
    >
      {CLUB_ROLES.map((role) => (
        <div key={role} className="admin__role-option">
          <IonCheckbox
            labelPlacement="end"
            justify="start"
            checked={roles.includes(role)}
            onIonChange={(e) => toggle(role, e.detail.checked)}
          >
            {t(`admin.role.${role}`)}
            <span className="admin__role-info">{t(`admin.roleInfo.${role}`)}</span>
          </IonCheckbox>
        </div>
      ))}
      {save.isError ? <FormError>{errorMessage(t, save.error)}</FormError> : null}
      <IonButton type="submit" disabled={save.isPending}>
        {t('admin.roles.save')}
      </IonButton>
      <IonButton fill="clear" onClick={onDone}>
        {t('admin.roles.cancel')}
      </IonButton>
    </form>
  );
}

/** A member's roles as small labels. */
export function RoleChips({ roles }: { roles: readonly ClubRole[] }) {
  const { t } = useTranslation();
  if (roles.length === 0) return <p>{t('admin.roles.none')}</p>;
  return (
    <span className="admin__roles">
      {roles.map((role) => (
        <span key={role} className="admin__chip">
          {t(`admin.role.${role}`)}
        </span>
      ))}
    </span>
  );
}
