import { IonButton } from '@ionic/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { keptQueryRequest } from '../../../api/call';
import { dismissNotice, fetchNotices } from '../../../api/tee-blocks.api';
import { formatDate } from '../../../lib/dates';

const NOTICES_KEY = ['booking', 'notices'] as const;

/**
 * What the club told the member above their tee times (a tee time it cancelled by closing the
 * sheet), until they dismiss it. The club's own message is shown as typed.
 */
export function ClubNotices() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const notices = useQuery({
    queryKey: NOTICES_KEY,
    // Shown above the tee times the device kept: with no signal it stays as kept, without an alert.
    queryFn: (context) => fetchNotices(keptQueryRequest(context)),
  });
  const dismiss = useMutation({
    mutationFn: (id: number) => dismissNotice(id),
    onSettled: () => client.invalidateQueries({ queryKey: NOTICES_KEY }),
  });
  const list = notices.data?.notices ?? [];
  if (list.length === 0) return null;
  return (
    <section className="booking-list club-notices" aria-label={t('booking.notices.title')}>
      {list.map((n) => (
        <div key={n.id} className="club-notice" role="status">
          <p className="club-notice__text">
            {t('booking.notices.cancelledByClub', {
              date: formatDate(n.date),
              time: n.time,
              course: n.course_name,
            })}
            {n.message ? <span className="club-notice__message">{n.message}</span> : null}
          </p>
          <IonButton
            size="small"
            fill="clear"
            disabled={dismiss.isPending}
            onClick={() => dismiss.mutate(n.id)}
          >
            {t('booking.notices.dismiss')}
          </IonButton>
        </div>
      ))}
    </section>
  );
}
