import { useState } from 'react';
import {
  IonButton,
  IonInfiniteScroll,
  IonInfiniteScrollContent,
  IonSkeletonText,
} from '@ionic/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Country } from '@fairway/contract';
import { LoadError } from '../../../components/load-error';
import type { ForeignClubRef } from '../foreign-draft';
import { foreignClubsQuery } from '../scorecards.queries';
import { useCountryName } from './country-name';
import { SearchField } from '../../../components/search-field';

interface ClubPickerProps {
  countries: readonly Country[] | undefined;
  onPick: (club: ForeignClubRef) => void;
  onCancel: () => void;
}

/**
 * The clubs that are not on the platform (GET /api/clubs/foreign), loaded in chunks of 30 as the
 * member scrolls (spec §9), searched by name. Shown in place of the step's form, so the infinite
 * scroll sits at the bottom of the screen's content as Ionic expects.
 */
export function ClubPicker({ countries, onPick, onCancel }: ClubPickerProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const clubs = useInfiniteQuery(foreignClubsQuery(term.trim()));
  const items = clubs.data?.pages.flat() ?? [];
  const countryName = useCountryName();
  const country = (id: number) => countryName(countries?.find((c) => c.id === id));

  return (
    <section className="club-picker" aria-label={t('scorecards.foreign.pickClub')}>
      <div className="club-picker__head">
        <SearchField label={t('scorecards.foreign.searchClub')} value={term} onChange={setTerm} />
        <IonButton fill="clear" onClick={onCancel}>
          {t('common.cancel')}
        </IonButton>
      </div>
      {clubs.isPending ? (
        <div aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <IonSkeletonText key={i} animated className="club-picker__skeleton" />
          ))}
        </div>
      ) : clubs.isError && items.length === 0 ? (
        <LoadError error={clubs.error} onRetry={() => void clubs.refetch()} />
      ) : items.length === 0 ? (
        <p className="club-picker__empty">{t('scorecards.foreign.noClubs')}</p>
      ) : (
        <ul className="club-picker__list">
          {items.map((club) => (
            <li key={club.id}>
              <button
                type="button"
                className="row-button club-picker__item"
                onClick={() => onPick(club)}
              >
                <span className="club-picker__name">{club.naam}</span>
                <span className="club-picker__place">
                  {[club.plaats, country(club.country_id)].filter(Boolean).join(', ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <IonInfiniteScroll
        disabled={!clubs.hasNextPage || clubs.isPlaceholderData}
        onIonInfinite={(e) => {
          void clubs.fetchNextPage().finally(() => void e.target.complete());
        }}
      >
        <IonInfiniteScrollContent loadingText={t('scorecards.foreign.loadingClubs')} />
      </IonInfiniteScroll>
    </section>
  );
}
