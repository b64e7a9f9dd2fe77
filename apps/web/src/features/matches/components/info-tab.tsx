import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchDetail, RegistrationResponse } from '@fairway/contract';
import { formatEuroCents } from '@fairway/golf';
import { formatWallTime } from '../../../lib/dates';
import { useGolfFormat } from '../../../lib/golf-format';
import { categoryLabel } from '../match-view';
import { SignedOutRefund } from '../../payments';

/** The info tab: when, where, the form, the sign-up window and the member's own sign-up. */
export function InfoTab({
  match: m,
  registration,
  children,
}: {
  match: MatchDetail;
  registration: RegistrationResponse | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useGolfFormat();
  return (
    <div className="match-section">
      {registration?.signed_up ? (
        <p className="match-notice" role="status">
          {registration.reservelijst
            ? t('matches.onReserveList', { place: registration.reserve_positie })
            : t('matches.youAreSignedUp')}
        </p>
      ) : null}
      <SignedOutRefund match={m} />
      {m.omschrijving ? <p>{m.omschrijving}</p> : null}
      <dl className="match-facts">
        <dt>{t('matches.info.start')}</dt>
        <dd>{formatWallTime(m.aanvang)}</dd>
        <dt>{t('matches.info.course')}</dt>
        <dd>
          {m.course.name} · {t('matches.info.holes', { holes: m.holes })}
        </dd>
        <dt>{t('matches.info.form')}</dt>
        <dd>
          {t(`matches.form.${m.wedstrijdvorm.naam}`)}
          {m.wedstrijdvorm.spelers > 1
            ? ` · ${t('matches.info.teamOf', { n: m.wedstrijdvorm.spelers })}`
            : ''}
        </dd>
        <dt>{t('matches.info.result')}</dt>
        <dd>{t(`matches.result.${m.wedstrijdvorm.uitslag}`)}</dd>
        <dt>{t('matches.info.window')}</dt>
        <dd>
          {formatWallTime(m.inschrijvingsstart)} – {formatWallTime(m.inschrijvingsstop)}
        </dd>
        <dt>{t('matches.info.signOutUntil')}</dt>
        <dd>{formatWallTime(m.uitschrijven_tot)}</dd>
        <dt>{t('matches.info.field')}</dt>
        <dd>
          {t('matches.info.fieldCount', { n: m.deelnemers, max: m.max_deelnemers })}
          {m.reserves > 0 ? ` · ${t('matches.info.reserves', { n: m.reserves })}` : ''}
        </dd>
        {m.qualifying === 'j' ? (
          <>
            <dt>{t('matches.info.qualifying')}</dt>
            <dd>{t('matches.info.yes')}</dd>
          </>
        ) : null}
        {m.inschrijfgeld_cents > 0 ? (
          <>
            <dt>{t('matches.info.fee')}</dt>
            <dd>{formatEuroCents(m.inschrijfgeld_cents)}</dd>
          </>
        ) : null}
        {m.categories.length > 0 ? (
          <>
            <dt>{t('matches.info.categories')}</dt>
            <dd>
              {m.categories.map((c) => (
                <div key={c.id}>{categoryLabel(t, (h) => format.handicap(h) ?? String(h), c)}</div>
              ))}
            </dd>
          </>
        ) : null}
      </dl>
      {children ? <div className="match-signup__actions">{children}</div> : null}
    </div>
  );
}
