import { getSupabase } from '@/lib/supabase';
import { useIssueMutation } from './use-issue-mutation';

/** A test copy to the signed-in admin's own address; false when the mail gate held it back. */
export async function sendTestIssue(id: string): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('newsletter_send_test', { issue_id: id });
  if (error) throw error;
  return data;
}

/** Sends now: the delivery runs queue it to every confirmed subscriber, once each. */
export async function sendIssueNow(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('newsletter_send_issue', { issue_id: id });
  if (error) throw error;
}

/** Sends at a time to come; `null` cancels the schedule (back to a draft). */
export async function scheduleIssue({ id, at }: { id: string; at: Date | null }): Promise<void> {
  const supabase = await getSupabase();
  const { error } = at
    ? await supabase.rpc('newsletter_schedule_issue', {
        issue_id: id,
        send_at: at.toISOString(),
      })
    : await supabase.rpc('newsletter_unschedule_issue', { issue_id: id });
  if (error) throw error;
}

export const useSendTestIssue = () => useIssueMutation(sendTestIssue);
export const useSendIssueNow = () => useIssueMutation(sendIssueNow);
export const useScheduleIssue = () => useIssueMutation(scheduleIssue);
