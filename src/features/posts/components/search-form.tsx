import { useId, useState, type FormEvent } from 'react';
import { BLOG_SEARCH_MAX_LENGTH } from '@/config/site';

/**
 * The magazine's search box. Submitting (Enter or the button) puts `q` in the URL; the URL is the
 * source of truth, so the box follows Back and Forward and a link to a search fills it.
 */
export function SearchForm({ q, onSearch }: { q: string | null; onSearch: (q: string) => void }) {
  const id = useId();
  const [value, setValue] = useState(q ?? '');
  const [lastQ, setLastQ] = useState(q);
  if (q !== lastQ) {
    // The URL changed under us (Back, a link, a removed chip): show what it says.
    setLastQ(q);
    setValue(q ?? '');
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(value.trim());
  };

  return (
    <form role="search" onSubmit={submit} className="mx-auto flex w-full max-w-xl items-stretch">
      <label htmlFor={id} className="sr-only">
        Search the magazine
      </label>
      {/* The browser's own clear button is hidden: the search in force is removed from its chip
          under the box ("Remove search …"), and two × side by side read as two different things. */}
      <input
        id={id}
        type="search"
        name="q"
        value={value}
        maxLength={BLOG_SEARCH_MAX_LENGTH}
        onChange={(event) => setValue(event.target.value)}
        placeholder="Search stories, places, designers…"
        enterKeyHint="search"
        className="min-h-12 w-full min-w-0 border border-ink-300 bg-ivory-50 px-4 text-base text-ink placeholder:text-ink-500 focus-visible:border-ink [&::-webkit-search-cancel-button]:appearance-none"
      />
      <button
        type="submit"
        className="min-h-12 shrink-0 bg-ink px-5 text-xs font-medium tracking-label text-ivory-50 uppercase hover:bg-ink-700"
      >
        Search
      </button>
    </form>
  );
}
