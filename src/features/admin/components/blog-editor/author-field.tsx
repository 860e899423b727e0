import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CONTROL_CLASS, FormField } from '@/components/form';
import type { PostFields } from '@/features/posts';
import { AddWriterForm, useWriters, type Writer } from '@/features/writers';
import { getAdministratorsQueryOptions } from '../../api/get-administrators';

/**
 * Who a story is signed with: any writer or admin. An admin can add a writer here; the new writer
 * joins the list and the story keeps its author until the editor chooses otherwise (a button
 * beside the notice, or the list). Adding never re-signs the open story by itself (#41).
 */
export function AuthorField({
  authorId,
  onChange,
}: {
  authorId: string | null;
  onChange: (patch: Partial<PostFields>) => void;
}) {
  const writers = useWriters();
  const admins = useQuery(getAdministratorsQueryOptions());
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Writer | null>(null);
  const people = new Map<string, string>();
  for (const writer of writers.data ?? []) people.set(writer.id, writer.full_name ?? 'Unnamed');
  for (const admin of admins.data ?? [])
    if (!people.has(admin.id)) people.set(admin.id, admin.full_name ?? admin.email);
  const sorted = [...people].sort(([, a], [, b]) => a.localeCompare(b));

  return (
    <div className="space-y-3">
      <FormField label="Author" optional hint="The writer the story is signed with.">
        {(control) => (
          <select
            {...control}
            value={authorId ?? ''}
            onChange={(event) => onChange({ author_id: event.target.value || null })}
            className={CONTROL_CLASS}
          >
            <option value="">No profile</option>
            {sorted.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <button
        type="button"
        aria-expanded={adding}
        onClick={() => setAdding((open) => !open)}
        className="inline-flex min-h-11 items-center text-sm text-ink underline underline-offset-4 hover:text-ink-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
      >
        {adding ? 'Close “Add a writer”' : 'Add a writer'}
      </button>
      {adding ? (
        <AddWriterForm
          onAdded={(writer) => {
            setAdded(writer);
            setAdding(false);
          }}
        />
      ) : null}
      <div role="status" className="text-sm text-ink-700">
        {added ? (
          <div className="space-y-2 border-l-2 border-champagne-400 pl-3">
            <p>
              {added.full_name ?? 'The writer'} is in the Author list.{' '}
              {authorId === added.id
                ? 'This story is signed with them.'
                : `This story is still signed with ${authorId ? (people.get(authorId) ?? 'its author') : 'no profile'}.`}
            </p>
            {authorId !== added.id ? (
              <button
                type="button"
                onClick={() => onChange({ author_id: added.id })}
                className="inline-flex min-h-11 items-center border border-ink px-4 text-sm text-ink hover:bg-ivory-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
              >
                Sign this story with {added.full_name ?? 'them'}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
