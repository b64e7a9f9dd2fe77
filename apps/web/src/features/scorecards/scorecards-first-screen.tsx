import { useQuery } from '@tanstack/react-query';
import { add, calendarOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { FirstPaintFrame } from '../../first-screen/first-paint-frame';
import { configQuery, featuresQuery } from '../club';
import { ScorecardsOverview } from './components/scorecards-overview';
import { newCardLabelKey, showsBookingShortcut } from './list-actions';

const noAction = () => {};

/** The card list as the server paints it for a member opening the app (src/first-screen/). */
export function ScorecardsFirstScreen() {
  const { t } = useTranslation();
  const config = useQuery(configQuery());
  const features = useQuery(featuresQuery());
  const endIcons = showsBookingShortcut(config.data, features.data)
    ? [calendarOutline, add]
    : [add];
  return (
    <FirstPaintFrame title={t('scorecards.title')} endIcons={endIcons}>
      <ScorecardsOverview newCardLabel={t(newCardLabelKey(config.data))} onNewCard={noAction} />
    </FirstPaintFrame>
  );
}
