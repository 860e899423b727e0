import { useQuery } from '@tanstack/react-query';
import { SelectFilter } from '@/components/list-filters';
import { LoadError } from '@/components/load-error';
import { Pagination } from '@/components/pagination';
import { Spinner } from '@/components/ui/spinner';
import { AUDIT_PAGE_SIZE } from '@/config/admin';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { getAdministratorsQueryOptions } from '../../api/get-administrators';
import {
  AUDITED_TABLES,
  getAuditLogQueryOptions,
  type AuditedTable,
} from '../../api/get-audit-log';
import { AuditEntry } from './audit-entry';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const TABLES = Object.keys(AUDITED_TABLES) as AuditedTable[];

/**
 * /admin/audit: every admin write (who, what, when, the changed fields), newest first, by table
 * and page in the URL. Written only by the database's triggers; nobody edits it from here.
 */
export function AuditLog() {
  const { params, page, choose, hrefFor } = useUrlFilters();
  const table = TABLES.find((name) => name === params.get('table')) ?? null;
  const log = useQuery(getAuditLogQueryOptions({ table, page }));
  const admins = useQuery(getAdministratorsQueryOptions());
  const nameOf = (id: string) => {
    const admin = admins.data?.find((entry) => entry.id === id);
    return admin ? (admin.full_name ?? admin.email) : undefined;
  };
  const who = (actorId: string | null) =>
    actorId ? (nameOf(actorId) ?? 'A former administrator') : 'A removed account';
  return (
    <div className="space-y-6">
      <SelectFilter
        label="What changed"
        value={table}
        allLabel="Everything"
        onChange={(value) => choose({ table: value })}
        className="max-w-xs"
      >
        {TABLES.map((name) => (
          <option key={name} value={name}>
            {AUDITED_TABLES[name]}
          </option>
        ))}
      </SelectFilter>
      {log.isPending ? (
        <Spinner label="Loading the audit log…" className="py-8" />
      ) : log.isError ? (
        <LoadError compact what="the audit log" onRetry={() => void log.refetch()} />
      ) : log.data.entries.length === 0 ? (
        <p className="text-ink-700">No admin changes recorded{table ? ' here' : ''} yet.</p>
      ) : (
        <>
          <ol
            aria-label="Audit log"
            className="divide-y divide-ivory-300 border-y border-ivory-300"
          >
            {log.data.entries.map((entry) => (
              <li key={entry.id} className="grid gap-1 py-3 text-sm md:grid-cols-[12rem_12rem_1fr]">
                <time dateTime={entry.created_at} className="text-ink-700">
                  {WHEN.format(new Date(entry.created_at))}
                </time>
                <span className="break-words text-ink-700">{who(entry.actor_id)}</span>
                <AuditEntry entry={entry} nameOf={nameOf} />
              </li>
            ))}
          </ol>
          <Pagination
            page={page}
            pageCount={Math.ceil(log.data.total / AUDIT_PAGE_SIZE)}
            hrefFor={hrefFor}
          />
        </>
      )}
    </div>
  );
}
