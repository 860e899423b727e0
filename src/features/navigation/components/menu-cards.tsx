import type { UseQueryResult } from '@tanstack/react-query';
import { MENU_PANEL_ITEM_LIMIT } from '@/config/site';
import { PreviewCard, type PreviewCardProps } from './preview-card';

type MenuCardsProps<T> = {
  query: UseQueryResult<T[]>;
  toCard: (item: T) => PreviewCardProps & { key: string };
  /** Said when the panel has nothing to show (or could not load). */
  emptyText: string;
  onNavigate: () => void;
};

const row = 'grid grid-cols-3 gap-6';

/** The cards of a mega-menu panel, with quiet loading, empty and error states. */
export function MenuCards<T>({ query, toCard, emptyText, onNavigate }: MenuCardsProps<T>) {
  if (query.isPending) {
    return (
      <div className={row} role="status" aria-label="Loading">
        {Array.from({ length: MENU_PANEL_ITEM_LIMIT }, (_, index) => (
          <div
            key={index}
            className="aspect-preview w-full max-w-preview bg-ivory-200 motion-safe:animate-pulse"
          />
        ))}
      </div>
    );
  }
  if (query.isError || query.data.length === 0) {
    return <p className="font-display text-xl text-ink-500 italic">{emptyText}</p>;
  }
  return (
    <ul className={row}>
      {query.data.map((item) => {
        const { key, ...card } = toCard(item);
        return (
          <li key={key}>
            <PreviewCard {...card} onNavigate={onNavigate} />
          </li>
        );
      })}
    </ul>
  );
}
