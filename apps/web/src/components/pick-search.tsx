import type { ReactNode } from 'react';
import { IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { PickList, type PickItem } from './pick-list';
import { SearchField } from './search-field';

/**
 * A member search and what it found: dots while the first results load, a line when a search
 * finds nobody, else the people to pick (picking one empties the term). `texts` is the group of
 * translations holding the field's `search` and `searchHint` and the results' `noResults` and
 * `results`.
 */
export function PickSearch<T extends PickItem>({
  texts,
  term,
  onTerm,
  searching,
  pending,
  items,
  onPick,
  before,
}: {
  texts: 'booking.players' | 'scorecards.marker';
  term: string;
  onTerm: (term: string) => void;
  /** The term is long enough to search the club's members. */
  searching: boolean;
  pending: boolean;
  items: readonly T[];
  onPick: (item: T) => void;
  /** Sits between the field and the results (the recent partners' heading). */
  before?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="pick-search">
      <SearchField
        label={t(`${texts}.search`)}
        hint={t(`${texts}.searchHint`)}
        value={term}
        onChange={onTerm}
      />
      {before}
      {pending && items.length === 0 ? (
        <div className="pick-search__status">
          <IonSpinner name="dots" />
        </div>
      ) : searching && items.length === 0 ? (
        <div className="pick-search__status">{t(`${texts}.noResults`)}</div>
      ) : items.length > 0 ? (
        <PickList
          label={t(`${texts}.results`)}
          items={items}
          onPick={(item) => {
            onPick(item);
            onTerm('');
          }}
        />
      ) : null}
    </div>
  );
}
