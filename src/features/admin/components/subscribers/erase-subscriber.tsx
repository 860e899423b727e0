import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { CONTROL_CLASS, FormField } from '@/components/form';
import { ConfirmDelete } from '@/components/confirm-delete';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { letterName } from '@/config/newsletter';
import { findSubscriberQueryOptions, useEraseSubscriber } from '@/features/newsletter';
import { STATUS_NAMES } from './status-names';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * A person asks for their data to be deleted: find them by the address they write from, see what
 * is held, then delete after a second, explicit confirmation. The audit log records who did it.
 */
export function EraseSubscriber() {
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const found = useQuery(findSubscriberQueryOptions(email));
  const erase = useEraseSubscriber();

  const find = (event: FormEvent) => {
    event.preventDefault();
    const address = typed.trim();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address)) {
      setProblem('Enter an email address like name@example.com.');
      return;
    }
    setProblem(null);
    setDone(null);
    setEmail(address.toLowerCase());
  };
  const confirm = async (id: string, address: string) => {
    try {
      const deleted = await erase.mutateAsync(id);
      setDone(
        deleted
          ? `Deleted ${address}’s subscription and newsletter emails. The audit log records it.`
          : `${address} was already deleted.`,
      );
      setEmail('');
      setTyped('');
    } catch (error) {
      setDone('That didn’t delete. Please try again.');
      throw error;
    }
  };

  const person = found.data?.found ? found.data : null;
  return (
    <div className="max-w-xl space-y-4">
      <form onSubmit={find} noValidate className="space-y-3">
        <FormField label="Their email address" error={problem ?? undefined}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              className={CONTROL_CLASS}
            />
          )}
        </FormField>
        <Button type="submit" size="sm">
          Find
        </Button>
      </form>
      <div aria-live="polite" className="space-y-3">
        {done ? <p className="text-sm text-ink">{done}</p> : null}
        {email === '' ? null : found.isPending ? (
          <Spinner label="Looking…" className="py-2" />
        ) : found.isError ? (
          <LoadError compact what="that address" onRetry={() => void found.refetch()} />
        ) : !person ? (
          <p className="text-sm text-ink">No subscriber uses {email}.</p>
        ) : (
          <div className="space-y-3 border border-ivory-300 bg-ivory-50 p-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-ink-700">Address</dt>
              <dd className="break-all text-ink">{person.email}</dd>
              <dt className="text-ink-700">Letters</dt>
              <dd className="text-ink">{person.letters.map(letterName).join(', ')}</dd>
              <dt className="text-ink-700">Status</dt>
              <dd className="text-ink">
                {STATUS_NAMES[person.status]}
                {person.held ? ' (held for review)' : ''}
              </dd>
              <dt className="text-ink-700">Subscribed</dt>
              <dd className="text-ink">{DAY.format(new Date(person.created_at))}</dd>
              {person.wedding_date ? (
                <>
                  <dt className="text-ink-700">Wedding</dt>
                  <dd className="text-ink">
                    {person.wedding_date}
                    {person.city ? `, ${person.city}` : ''}
                  </dd>
                </>
              ) : null}
            </dl>
            <ConfirmDelete
              name={person.email}
              along="with the letters, wedding date and city chosen, and the newsletter emails to it"
              busy={erase.isPending}
              onConfirm={() => confirm(person.id, person.email)}
            />
          </div>
        )}
      </div>
    </div>
  );
}
