import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS, withQuery } from '@/config/paths';
import { ALL_CATEGORIES_LABEL } from '@/config/site';
import { useQuery } from '@tanstack/react-query';
import { getListingSuggestionsQueryOptions, useBusinessCategories } from '@/features/listings';
import { HOME_QUERY_SETTINGS } from '../lib/home-query-settings';

const LABEL = 'text-xs tracking-label text-ink-700 uppercase';
const FIELD =
  'h-12 border border-ink-300 bg-ivory-50 px-3 text-base text-ink placeholder:text-ink-500';

/**
 * The listings search block: a vendor name and a category ('All Categories' by default, from
 * business_categories); submitting opens /index?q=<name>&category=<id>. Name suggestions
 * (published listings of the chosen category, bounded) load only once the visitor starts typing.
 */
export function ListingsSearch() {
  const navigate = useNavigate();
  const ids = useId();
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const [wantsSuggestions, setWantsSuggestions] = useState(false);
  const categories = useBusinessCategories();
  const suggestions = useQuery({
    ...getListingSuggestionsQueryOptions(category || null),
    ...HOME_QUERY_SETTINGS,
    enabled: wantsSuggestions,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query: Record<string, string> = {};
    if (name.trim()) query.q = name.trim();
    if (category) query.category = category;
    void navigate(withQuery(PATHS.index, query));
  };

  return (
    <section aria-labelledby={`${ids}-heading`} className="border-b border-ivory-300 bg-ivory-100">
      <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-8 md:flex-row md:items-end md:gap-10 md:px-8 md:py-10">
        <div className="md:w-2/5">
          <p className="text-xs tracking-label text-champagne-700 uppercase">The Perféte Index</p>
          <h1
            id={`${ids}-heading`}
            className="mt-2 text-3xl leading-tight font-medium text-ink md:text-4xl"
          >
            Find the artists behind the day
          </h1>
        </div>
        <form
          role="search"
          aria-label="Find vendors"
          onSubmit={submit}
          className="grid flex-1 gap-3 md:grid-cols-[1fr_1fr_auto] md:items-end"
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-name`} className={LABEL}>
              Vendor name
            </label>
            <input
              id={`${ids}-name`}
              type="search"
              name="q"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setWantsSuggestions(true);
              }}
              list={`${ids}-suggestions`}
              autoComplete="off"
              placeholder="Search by name"
              className={FIELD}
            />
          </div>
          <datalist id={`${ids}-suggestions`}>
            {suggestions.data?.map((listing) => (
              <option key={listing.id} value={listing.name} />
            ))}
          </datalist>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-category`} className={LABEL}>
              Category
            </label>
            <select
              id={`${ids}-category`}
              name="category"
              value={category}
              onChange={(event) => setCategory(event.target.value)}
              className={FIELD}
            >
              <option value="">{ALL_CATEGORIES_LABEL}</option>
              {categories.data?.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="h-12 bg-ink px-8 text-xs font-medium tracking-label text-ivory-50 uppercase hover:bg-ink-700"
          >
            Search
          </button>
        </form>
      </div>
    </section>
  );
}
