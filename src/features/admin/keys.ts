import { ADMIN_ROOT_KEY } from '@/lib/admin-root-key';

/** The audit log's filters: one table or all (null), and the page. */
export interface AuditFilters {
  table: string | null;
  page: number;
}

/**
 * Query keys of the admin domain (the dashboard's counts, the audit log, the administrators, the
 * members), rooted at ['admin']: an admin write invalidates `adminKeys.all` and the dashboard
 * refreshes.
 */
export const adminKeys = {
  all: ADMIN_ROOT_KEY,
  counts: () => [...adminKeys.all, 'counts'] as const,
  activity: (limit: number) => [...adminKeys.all, 'activity', { limit }] as const,
  admins: () => [...adminKeys.all, 'admins'] as const,
  members: () => [...adminKeys.all, 'members'] as const,
  audit: (filters: AuditFilters) => [...adminKeys.all, 'audit', filters] as const,
};
