import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { refuseUnscheduled } from '../_shared/cron-secret.ts';

export interface SweepConfig {
  supabaseUrl: string;
  /** The service role's key: the queue's functions and the removal are for it alone. */
  serviceKey: string;
  /** What the caller (the schedule) must send as `Authorization: Bearer …`. */
  cronSecret: string;
  /** How old an upload no row names must be before it goes (default 24 h). */
  graceHours?: number;
}

/** Uploads younger than this are never swept: the form that uploaded them may not be saved yet. */
export const DEFAULT_GRACE_HOURS = 24;
/** Files taken from the queue per round; the Storage API removes up to 1,000 per call. */
const BATCH = 200;
/** Rounds per run, so one run ends even when the queue keeps growing. */
const MAX_ROUNDS = 20;

export interface SweepReport {
  queued: number;
  removed: number;
  failed: number;
}

/**
 * One sweep: queues the uploads no row names after the grace period
 * (public.queue_unreferenced_media), then removes every queued file through the Storage API
 * (which deletes the bytes and the storage.objects row together) and forgets it. A file whose
 * removal fails stays queued for the next run.
 */
export async function sweepMedia(db: SupabaseClient, graceHours: number): Promise<SweepReport> {
  const queued = await db.rpc('queue_unreferenced_media', { grace: `${graceHours} hours` });
  if (queued.error)
    throw new Error(`Queueing unreferenced uploads failed: ${queued.error.message}`);
  const report: SweepReport = { queued: Number(queued.data ?? 0), removed: 0, failed: 0 };
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const taken = await db.rpc('take_storage_removals', { max_count: BATCH });
    if (taken.error) throw new Error(`Reading the removal queue failed: ${taken.error.message}`);
    const rows = (taken.data ?? []) as { bucket_id: string; name: string }[];
    if (rows.length === 0) break;
    const byBucket = new Map<string, string[]>();
    for (const row of rows)
      byBucket.set(row.bucket_id, [...(byBucket.get(row.bucket_id) ?? []), row.name]);
    let progressed = false;
    for (const [bucket, names] of byBucket) {
      const removed = await db.storage.from(bucket).remove(names);
      if (removed.error) {
        report.failed += names.length;
        continue;
      }
      const forgotten = await db.rpc('forget_storage_removals', { bucket, names });
      if (forgotten.error)
        throw new Error(`Forgetting removed files failed: ${forgotten.error.message}`);
      report.removed += removed.data?.length ?? 0;
      progressed = true;
    }
    if (!progressed || rows.length < BATCH) break;
  }
  return report;
}

/**
 * `POST /functions/v1/sweep-media`: one sweep (above). Called by the schedule (pg_cron + pg_net
 * on the hosted project; the local stack's timer here) with the cron secret as its bearer token.
 * Answers the run's figures as JSON.
 */
export function createSweepHandler(config: SweepConfig): (request: Request) => Promise<Response> {
  const db = createClient(config.supabaseUrl, config.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const graceHours = config.graceHours ?? DEFAULT_GRACE_HOURS;
  return async (request) => {
    const refused = refuseUnscheduled(request, config.cronSecret);
    if (refused) return refused;
    try {
      return Response.json(await sweepMedia(db, graceHours));
    } catch (error) {
      return Response.json(
        { message: error instanceof Error ? error.message : String(error) },
        { status: 503 },
      );
    }
  };
}
