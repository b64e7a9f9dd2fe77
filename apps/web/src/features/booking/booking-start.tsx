import { useQuery } from '@tanstack/react-query';
import { RedirectOnce } from '../../components/redirect-once';
import { configQuery, featuresQuery } from '../club';
import { BOOKING_OFF_PATH, bookingEnabled, storedBookingTab } from './booking-tab';

/** spec §2 /app/booking: the tab chosen last, or the profile when the club has booking off. */
export default function BookingStart() {
  const config = useQuery(configQuery());
  const features = useQuery(featuresQuery());
  if (config.isPending || features.isPending) return null;
  if (!bookingEnabled(config.data, features.data)) return <RedirectOnce to={BOOKING_OFF_PATH} />;
  return <RedirectOnce to={`/app/booking/${storedBookingTab()}`} />;
}
