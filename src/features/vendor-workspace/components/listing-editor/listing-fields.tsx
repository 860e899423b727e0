import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { SelectField, TextareaField, TextField } from '@/components/form';
import { VENUE_TYPES } from '@/config/navigation';
import { BUSINESS_CATEGORY_IDS } from '@/config/reference-ids';
import type { BusinessCategory } from '@/features/listings';
import { LISTING_DESCRIPTION_MAX, type ListingFormValues } from '../../lib/listing-schema';
import { UrlNameField } from './url-name-field';

type Form = UseFormReturn<ListingFormValues>;

/** Name, web address, what the vendor does (and, for a venue, its kind and size), description. */
export function AboutFields({
  form,
  categories,
  listingId,
  live,
}: {
  form: Form;
  categories: BusinessCategory[];
  listingId: string | undefined;
  live: boolean;
}) {
  const { control, register } = form;
  const { errors } = useFormState({ control });
  const [categoryId, description] = useWatch({
    control,
    name: ['business_category_id', 'description'],
  });
  return (
    <fieldset className="grid gap-6 md:grid-cols-2">
      <legend className="mb-4 font-display text-2xl text-ink">About you</legend>
      <TextField
        label="Name"
        autoComplete="organization"
        {...register('name')}
        error={errors.name?.message}
      />
      <UrlNameField form={form} listingId={listingId} live={live} />
      <SelectField
        label="What you do"
        {...register('business_category_id')}
        error={errors.business_category_id?.message}
      >
        <option value="">Choose…</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      {categoryId === BUSINESS_CATEGORY_IDS.venue ? (
        <>
          <SelectField
            label="Kind of venue"
            {...register('venue_type')}
            error={errors.venue_type?.message}
          >
            <option value="">Choose…</option>
            {VENUE_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Guests"
            optional
            inputMode="numeric"
            {...register('guest_capacity')}
            error={errors.guest_capacity?.message}
          />
        </>
      ) : null}
      <div className="md:col-span-2">
        <TextareaField
          label="Description"
          optional
          count={{ length: description.length, max: LISTING_DESCRIPTION_MAX }}
          {...register('description')}
          error={errors.description?.message}
        />
      </div>
    </fieldset>
  );
}

/** City, region and country: what the directory's place search reads. */
export function PlaceFields({ form }: { form: Form }) {
  const { control, register } = form;
  const { errors } = useFormState({ control });
  return (
    <fieldset className="grid gap-6 md:grid-cols-3">
      <legend className="mb-4 font-display text-2xl text-ink">Where</legend>
      <TextField label="City" optional {...register('city')} error={errors.city?.message} />
      <TextField
        label="State or region"
        optional
        {...register('state')}
        error={errors.state?.message}
      />
      <TextField
        label="Country"
        optional
        {...register('country')}
        error={errors.country?.message}
      />
    </fieldset>
  );
}

/** The public links, and the private contact details only Perféte reads. */
export function ContactFields({ form }: { form: Form }) {
  const { control, register } = form;
  const { errors } = useFormState({ control });
  return (
    <fieldset className="grid gap-6 md:grid-cols-2">
      <legend className="mb-4 font-display text-2xl text-ink">Links and contact</legend>
      <TextField
        label="Website"
        optional
        type="url"
        {...register('website')}
        error={errors.website?.message}
      />
      <TextField
        label="Instagram"
        optional
        {...register('instagram')}
        error={errors.instagram?.message}
      />
      <TextField
        label="Contact email"
        optional
        type="email"
        hint="Couples’ inquiries and reviews come here (your account’s email if empty); not shown on your page."
        {...register('contact_email')}
        error={errors.contact_email?.message}
      />
      <TextField
        label="Contact phone"
        optional
        type="tel"
        hint="For Perféte to reach you; not shown on your page."
        {...register('contact_phone')}
        error={errors.contact_phone?.message}
      />
    </fieldset>
  );
}
