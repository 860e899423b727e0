import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { isThrottled } from '@/lib/throttle';
import { membershipKeys } from '../keys';
import type { ApplicationValues } from '../lib/application-schema';

export type SubmitResult =
  | { kind: 'received' }
  /** An application from this address is already being reviewed, since `sentOn`. */
  | { kind: 'already_open'; sentOn: Date };

/** The database refused: too many applications this hour (its own throttle). */
export class ApplicationThrottledError extends Error {
  constructor() {
    super('Too many applications in the last hour');
    this.name = 'ApplicationThrottledError';
  }
}

const ALREADY_OPEN = /already with us, sent on (\S+)/;
const nullIfBlank = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * Sends an application to membership_applications. Insert only: visitors cannot read
 * applications back (row-level security); the database sets the id, status and dates itself and
 * answers a second open application from the same address with the first one's date.
 */
export async function submitApplication(values: ApplicationValues): Promise<SubmitResult> {
  if (values.company) return { kind: 'received' };
  const supabase = await getSupabase();
  const { error } = await supabase.from('membership_applications').insert({
    business_name: values.businessName.trim(),
    category: values.category,
    city: values.city.trim(),
    state: nullIfBlank(values.state),
    country: values.country.trim(),
    website: nullIfBlank(values.website),
    instagram: nullIfBlank(values.instagram),
    portfolio_links: values.portfolio.map((link) => link.url.trim()).filter(Boolean),
    years_in_business: values.years.trim() === '' ? null : Number(values.years),
    message: values.statement.trim(),
    contact_name: values.contactName.trim(),
    email: values.email.trim(),
    phone: nullIfBlank(values.phone),
    consent: values.consent,
  });
  if (!error) return { kind: 'received' };
  const open = ALREADY_OPEN.exec(error.message);
  if (open?.[1]) return { kind: 'already_open', sentOn: new Date(open[1]) };
  if (isThrottled(error)) throw new ApplicationThrottledError();
  throw error;
}

/** Sends an application; the membership reads (an admin's desk, when it is theirs) refresh. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}
