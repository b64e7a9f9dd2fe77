/** One person a picker offers: the handicap comes formatted, null when there is none to show. */
export interface PickItem {
  id: number;
  name: string;
  handicap: string | null;
}

/**
 * The results of a member search as buttons (shared.css `.pick-list`): the booking's player
 * search, the marker picker and the team-mate search offer people the same way.
 */
export function PickList<T extends PickItem>({
  label,
  items,
  onPick,
}: {
  label: string;
  items: readonly T[];
  onPick: (item: T) => void;
}) {
  return (
    <ul className="pick-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" className="row-button pick-list__item" onClick={() => onPick(item)}>
            <span className="pick-list__name">{item.name}</span>
            {item.handicap ? <span className="pick-list__hcp">{item.handicap}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
