import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { reportMutation } from '@/lib/report-mutation';
import { getAdministratorsQueryOptions } from '../../api/get-administrators';
import { useGrantAdminMutation } from '../../api/use-grant-admin-mutation';
import { useRevokeAdminMutation } from '../../api/use-revoke-admin-mutation';

const SINCE = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });

/**
 * The administrators: grant admin to an existing account by its email, revoke it after a
 * confirmation. The database refuses anyone but an admin and never lets the last admin go.
 */
export function Administrators() {
  const admins = useQuery(getAdministratorsQueryOptions());
  const grant = useGrantAdminMutation();
  const revoke = useRevokeAdminMutation();
  const { user } = useAuth();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const emailId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address)) {
      setError('Please enter the email address of their account.');
      return;
    }
    setError(null);
    reportMutation(grant.mutateAsync(address), {
      onSuccess: () => {
        toast({ title: 'Admin granted', description: address });
        setEmail('');
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <section aria-labelledby="admins-heading" className="space-y-6">
      <h2 id="admins-heading" className="font-display text-3xl text-ink">
        Administrators
      </h2>
      {admins.data ? (
        <ul
          aria-label="Administrators"
          className="divide-y divide-ivory-300 border-y border-ivory-300"
        >
          {admins.data.map((admin) => (
            <li key={admin.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span>
                <span className="text-ink">{admin.full_name ?? admin.email}</span>
                <span className="block text-sm text-ink-700">
                  {admin.email} · since {SINCE.format(new Date(admin.since))}
                </span>
              </span>
              <Button
                size="sm"
                disabled={revoke.isPending || admins.data.length === 1}
                onClick={() => {
                  const self = admin.id === user?.id ? ' This is your own account.' : '';
                  if (!window.confirm(`Revoke admin from ${admin.email}?${self}`)) return;
                  reportMutation(revoke.mutateAsync(admin.id), {
                    onSuccess: () => toast({ title: 'Admin revoked', description: admin.email }),
                    onError: (failure) =>
                      toast({
                        title: 'That didn’t save',
                        description: failure.message,
                        variant: 'destructive',
                      }),
                  });
                }}
              >
                Revoke<span className="sr-only"> admin from {admin.email}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        noValidate
        onSubmit={submit}
        aria-label="Grant admin"
        className="flex flex-wrap items-end gap-3"
      >
        <div className="flex min-w-64 flex-1 flex-col gap-1">
          <label htmlFor={emailId} className="text-xs font-medium tracking-label uppercase">
            Email of an existing account
          </label>
          <input
            id={emailId}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="min-h-11 border border-ink-300 bg-ivory-50 px-3 aria-[invalid=true]:border-red-700"
          />
        </div>
        <Button type="submit" variant="solid" disabled={grant.isPending}>
          Grant admin
        </Button>
        {error ? (
          <p id={errorId} role="alert" className="w-full text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
