import { IonIcon } from '@ionic/react';
import { informationCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { Scorecard } from '@fairway/contract';

/** The texts of the committee's actions on a card (also the committee's own screen). */
export const COMMITTEE_ACTION_KEYS = {
  entered: 'scorecards.committee.entered',
  signed: 'scorecards.committee.signed',
  voided: 'scorecards.committee.voided',
} as const;

/**
 * What the handicap committee did to the card, each with its reason: the member must see why
 * their card or their index changed (modules/handicap-admin on the server).
 */
export function CommitteeNotice({ committee }: { committee: Scorecard['committee'] }) {
  const { t } = useTranslation();
  if (!committee) return null;
  const lines: {
    key:
      | (typeof COMMITTEE_ACTION_KEYS)[keyof typeof COMMITTEE_ACTION_KEYS]
      | 'scorecards.committee.corrected'
      | 'scorecards.committee.notCounting';
    reason: string | null;
  }[] = [];
  if (committee.action)
    lines.push({ key: COMMITTEE_ACTION_KEYS[committee.action], reason: committee.reason });
  if (committee.correction_reason)
    lines.push({ key: 'scorecards.committee.corrected', reason: committee.correction_reason });
  if (committee.not_counting_reason)
    lines.push({ key: 'scorecards.committee.notCounting', reason: committee.not_counting_reason });
  if (!lines.length) return null;
  return (
    <section className="notice notice--warning" aria-labelledby="card-view-committee">
      <IonIcon icon={informationCircleOutline} aria-hidden="true" />
      <div>
        <h2 id="card-view-committee" className="notice__title card-view__result-title">
          {t('scorecards.committee.title')}
        </h2>
        {lines.map((l) => (
          <p key={l.key} className="card-view__result">
            {t(l.key)}
            {l.reason ? ` ${t('scorecards.committee.reason', { reason: l.reason })}` : ''}
          </p>
        ))}
      </div>
    </section>
  );
}
