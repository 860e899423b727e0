import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CONTROL_CLASS, FormField } from '@/components/form';
import type { PostFields } from '@/features/posts';
import { AddWriterForm, useWriters } from '@/features/writers';
import { getAdministratorsQueryOptions } from '../../api/get-administrators';

/** Who a story is signed with: any writer or admin; an admin can add a writer here. */
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
            onChange({ author_id: writer.id });
            setAdding(false);
          }}
        />
      ) : null}
    </div>
  );
}
