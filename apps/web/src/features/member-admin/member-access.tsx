import { useState } from 'react';
import { IonAlert, IonButton, IonIcon } from '@ionic/react';
import { copyOutline, keyOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { AdminMember, AdminPasswordLinkResponse } from '@fairway/contract';
import { FormError } from '../../components/form-error';
import { errorMessage } from '../../i18n/error-message';
import { formatDate } from '../../lib/dates';
import { useMemberStatus, usePasswordLink } from './member-admin.queries';

/** The one-time link, to copy and pass on to the member; said when it was copied. */
function PasswordLink({ link }: { link: AdminPasswordLinkResponse }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <div className="member-admin__link">
      <code data-testid="password-link">{link.url}</code>
      <IonButton
        fill="outline"
        onClick={() =>
          void navigator.clipboard.writeText(link.url).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        <IonIcon slot="start" icon={copyOutline} aria-hidden="true" />
        {copied ? t('memberAdmin.access.copied') : t('memberAdmin.access.copy')}
      </IonButton>
      <p className="member-admin__readonly">
        {t('memberAdmin.access.linkExpires', { at: formatDate(link.expires_at) })}
      </p>
    </div>
  );
}

/**
 * A member's access: whether they can log in, a one-time password link for them, and their
 * deactivation (after a confirmation) or reactivation.
 */
export function MemberAccess({ member }: { member: AdminMember }) {
  const { t } = useTranslation();
  const status = useMemberStatus();
  const link = usePasswordLink();
  const [confirming, setConfirming] = useState(false);
  const active = member.deactivated_at === null;
  const state = !active
    ? t('memberAdmin.access.deactivatedSince', { date: formatDate(member.deactivated_at) })
    : !member.username
      ? t('memberAdmin.access.noUsername')
      : member.has_password
        ? t('memberAdmin.access.canLogIn')
        : t('memberAdmin.access.noPassword');
  const error = status.error ?? link.error;
  return (
    <section>
      <h2 className="admin__section-title">
        {[member.roepnaam ?? member.voorletters, member.tussenvoegsel, member.achternaam]
          .filter(Boolean)
          .join(' ')}
      </h2>
      <p className="admin__pad">
        {t('memberAdmin.access.title')}: {state}
      </p>
      {error ? <FormError>{errorMessage(t, error)}</FormError> : null}
      <div className="member-admin__actions">
        {active ? (
          <>
            <IonButton
              fill="outline"
              disabled={link.isPending || !member.username}
              onClick={() => link.mutate(member.relatie_id)}
            >
              <IonIcon slot="start" icon={keyOutline} aria-hidden="true" />
              {t('memberAdmin.access.makeLink')}
            </IonButton>
            <IonButton
              fill="outline"
              color="danger"
              disabled={status.isPending}
              onClick={() => setConfirming(true)}
            >
              {t('memberAdmin.access.deactivate')}
            </IonButton>
          </>
        ) : (
          <IonButton
            fill="outline"
            disabled={status.isPending}
            onClick={() => status.mutate({ relatieId: member.relatie_id, action: 'reactivate' })}
          >
            {t('memberAdmin.access.reactivate')}
          </IonButton>
        )}
      </div>
      {link.data && active ? <PasswordLink link={link.data} /> : null}
      <IonAlert
        isOpen={confirming}
        header={t('memberAdmin.access.confirmTitle')}
        message={t('memberAdmin.access.confirmText')}
        onDidDismiss={() => setConfirming(false)}
        buttons={[
          { text: t('common.cancel'), role: 'cancel' },
          {
            text: t('memberAdmin.access.deactivate'),
            role: 'destructive',
            handler: () => {
              link.reset();
              status.mutate({ relatieId: member.relatie_id, action: 'deactivate' });
            },
          },
        ]}
      />
    </section>
  );
}
