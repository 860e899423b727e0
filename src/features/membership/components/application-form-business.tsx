import type { UseFormReturn } from 'react-hook-form';
import { Fieldset, SelectField, TextField } from '@/components/form';
import { useBusinessCategories } from '@/features/listings';
import type { ApplicationValues } from '../lib/application-schema';

/** "Your business": its name, what it does, where, and where it is seen online. */
export function ApplicationBusinessFields({ form }: { form: UseFormReturn<ApplicationValues> }) {
  const categories = useBusinessCategories();
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <Fieldset legend="Your business">
      <TextField
        id="application-business"
        label="Business name"
        autoComplete="organization"
        error={errors.businessName?.message}
        {...register('businessName')}
      />
      <SelectField
        id="application-category"
        label="What you do"
        error={errors.category?.message}
        {...register('category')}
      >
        <option value="">Choose a category</option>
        {(categories.data ?? []).map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-6 md:grid-cols-3">
        <TextField
          id="application-city"
          label="City"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          id="application-state"
          label="State or region"
          optional
          autoComplete="address-level1"
          error={errors.state?.message}
          {...register('state')}
        />
        <TextField
          id="application-country"
          label="Country"
          autoComplete="country-name"
          error={errors.country?.message}
          {...register('country')}
        />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <TextField
          id="application-website"
          label="Website"
          optional
          type="url"
          inputMode="url"
          placeholder="https://"
          error={errors.website?.message}
          {...register('website')}
        />
        <TextField
          id="application-instagram"
          label="Instagram"
          optional
          placeholder="@yourstudio"
          error={errors.instagram?.message}
          {...register('instagram')}
        />
      </div>
      <TextField
        id="application-years"
        label="Years in business"
        optional
        inputMode="numeric"
        className="md:max-w-72"
        error={errors.years?.message}
        {...register('years')}
      />
    </Fieldset>
  );
}
