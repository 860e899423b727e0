import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/form';
import { listingPath } from '@/config/paths';
import { URL_NAME_CHECK_DELAY_MS } from '@/config/workspace';
import { getUrlNameAvailableQueryOptions } from '@/features/listings';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { URL_NAME_PATTERN, urlNameFrom, type ListingFormValues } from '../../lib/listing-schema';

export const URL_NAME_TAKEN = 'That web address is taken: please choose another.';

/**
 * The listing's web address. A new listing's follows its name until the vendor writes one; once
 * the vendor stops typing, the database is asked whether it is free (not for a live listing's,
 * which cannot change: links to the page keep working).
 */
export function UrlNameField({
  form,
  listingId,
  live,
}: {
  form: UseFormReturn<ListingFormValues>;
  listingId: string | undefined;
  live: boolean;
}) {
  const { control, register, setValue } = form;
  const [name, urlName] = useWatch({ control, name: ['name', 'url_name'] });
  const { errors, dirtyFields } = useFormState({ control });
  const followsName = !listingId && !dirtyFields.url_name;

  useEffect(() => {
    if (followsName) setValue('url_name', urlNameFrom(name));
  }, [name, followsName, setValue]);

  const asked = useDebouncedValue(urlName, URL_NAME_CHECK_DELAY_MS);
  const free = useQuery({
    ...getUrlNameAvailableQueryOptions(asked, listingId ?? null),
    enabled: !live && URL_NAME_PATTERN.test(asked),
  });
  const taken = free.data === false && asked === urlName;

  return (
    <TextField
      label="Web address"
      // The address on the site the vendor is using (perfete.com in production, localhost here).
      hint={`Your page: ${window.location.host}${listingPath(urlName || 'your-name')}`}
      readOnly={live}
      {...register('url_name')}
      error={errors.url_name?.message ?? (taken ? URL_NAME_TAKEN : undefined)}
    />
  );
}
