import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../components/admin-page';
import { GuestFieldsSection } from './guest-fields-section';
import { ReasonsSection } from './reasons-section';
import '../admin/admin.css';
import './booking-lists.css';

/**
 * The club's cancellation reasons and guest fields (role tee_sheet_manager): the lists the
 * member app's cancel panel and guest form read. A change holds from the member's next call.
 */
export default function BookingListsPage() {
  const { t } = useTranslation();
  return (
    <AdminPage
      title={t('bookingLists.title')}
      backHref="/app/admin"
      intro={t('bookingLists.intro')}
    >
      <ReasonsSection />
      <GuestFieldsSection />
    </AdminPage>
  );
}
