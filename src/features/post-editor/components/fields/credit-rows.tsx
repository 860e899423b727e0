import { TextField } from '@/components/form';
import type { Credit } from '@/features/posts';
import { LINK_BUTTON } from './styles';
import { ListingPicker } from './listing-picker';

/**
 * Rows of 'role + vendor' (Dress: Atelier Nove), each vendor a published listing chosen by
 * name. A row without both is kept while editing and left out of the saved document.
 */
export function CreditRows({
  legend,
  credits,
  onChange,
}: {
  legend: string;
  credits: readonly Credit[];
  onChange: (credits: Credit[]) => void;
}) {
  const set = (index: number, patch: Partial<Credit>) =>
    onChange(credits.map((credit, at) => (at === index ? { ...credit, ...patch } : credit)));

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 text-xs font-medium tracking-label text-ink uppercase">
        {legend}
      </legend>
      {credits.map((credit, index) => (
        <div
          key={index}
          className="grid min-w-0 gap-3 border-l-2 border-ivory-300 pl-3 sm:grid-cols-2"
        >
          <TextField
            label={`Role ${index + 1}`}
            hint="What they did: Dress, Flowers, Venue"
            value={credit.role}
            onChange={(event) => set(index, { role: event.target.value })}
          />
          <ListingPicker
            label={`Vendor ${index + 1}`}
            value={credit.url_name ? { name: credit.name, url_name: credit.url_name } : null}
            onChange={(listing) =>
              set(index, { name: listing?.name ?? '', url_name: listing?.url_name ?? '' })
            }
          />
          <button
            type="button"
            className={`${LINK_BUTTON} justify-self-start`}
            onClick={() => onChange(credits.filter((_, at) => at !== index))}
          >
            Remove vendor {index + 1}
          </button>
        </div>
      ))}
      <button
        type="button"
        className={`${LINK_BUTTON} self-start`}
        onClick={() => onChange([...credits, { role: '', name: '', url_name: '' }])}
      >
        Add a vendor
      </button>
    </fieldset>
  );
}
