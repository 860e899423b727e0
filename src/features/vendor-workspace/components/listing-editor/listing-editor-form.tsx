import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DraftPrompt, ErrorSummary, errorCount } from '@/components/form';
import { Button } from '@/components/ui/button';
import { ListingPreview, type BusinessCategory, type EditableListing } from '@/features/listings';
import {
  EMPTY_LISTING_VALUES,
  listingSchema,
  type ListingFormValues,
} from '../../lib/listing-schema';
import { ContactFields, AboutFields, PlaceFields } from './listing-fields';
import { ListingFactsFields } from './listing-facts-fields';
import { ListingMediaFields } from './listing-media';
import { SaveFailure } from './save-failure';
import { useLeaveGuard } from './use-leave-guard';
import { useListingDraft } from './use-listing-draft';
import { useListingMedia } from './use-listing-media';
import { useListingSubmit } from './use-listing-submit';
import { VisibilityNotice } from './visibility-notice';

/**
 * The editor of one listing (or a new one): the fields, the media, the draft kept on this device
 * until a save, the guard against leaving with unsaved changes, the save and the preview.
 */
export function ListingEditorForm({
  listing,
  categories,
  ownerId,
}: {
  listing: EditableListing | null;
  categories: BusinessCategory[];
  ownerId: string;
}) {
  const id = listing?.id;
  const live = listing?.status === 'published';
  const opening = listing?.fields ?? EMPTY_LISTING_VALUES;
  const form = useForm<ListingFormValues>({
    resolver: zodResolver(listingSchema),
    defaultValues: opening,
  });
  const { formState, reset, setValue } = form;
  const values = useWatch({ control: form.control });
  const { media, changed, change, saved } = useListingMedia(listing);
  const dirty = formState.isDirty || changed;

  const kept = useMemo(
    () => ({ fields: values, gallery: media.gallery, cover: media.cover }),
    [values, media.gallery, media.cover],
  );
  const draft = useListingDraft(id, kept, dirty);
  const { submit, failed, tried, pending } = useListingSubmit({
    form,
    listing,
    ownerId,
    media,
    onSaved: (fields) => {
      leave.markSaved();
      draft.clear();
      reset(fields);
      saved();
    },
  });
  const leave = useLeaveGuard(dirty && !pending);
  const [previewing, setPreviewing] = useState(false);

  const restore = () => {
    const offered = draft.restore();
    if (!offered) return;
    reset(opening);
    for (const [key, value] of Object.entries(offered.fields))
      if (typeof value === 'string')
        setValue(key as keyof ListingFormValues, value, { shouldDirty: true });
    // A new listing has no gallery yet (its photos need its id).
    if (id) change({ gallery: offered.gallery, cover: offered.cover });
  };

  return (
    <form
      aria-label={listing ? `Edit ${listing.fields.name}` : 'New listing'}
      noValidate
      onSubmit={submit(false)}
      className="space-y-12"
    >
      {draft.offered ? <DraftPrompt onRestore={restore} onDiscard={draft.discard} /> : null}
      {listing && (live || listing.takenDown) ? (
        <VisibilityNotice listing={listing} unsaved={dirty} />
      ) : null}
      <ErrorSummary count={errorCount(formState)} />
      <AboutFields form={form} categories={categories} listingId={id} live={live} />
      <PlaceFields form={form} />
      <ListingFactsFields form={form} />
      <ContactFields form={form} />
      <ListingMediaFields listingId={id} media={media} onChange={change} showMissingAlt={tried} />
      {failed ? (
        <SaveFailure failed={failed} pending={pending} onRetry={submit(failed.sendForReview)} />
      ) : null}
      <div className="flex flex-wrap gap-4">
        <Button
          aria-expanded={previewing}
          aria-controls="listing-preview"
          onClick={() => setPreviewing((was) => !was)}
        >
          {previewing ? 'Hide preview' : 'Preview'}
        </Button>
        {!live ? (
          <Button type="submit" disabled={pending}>
            Save draft
          </Button>
        ) : null}
        {id ? (
          <Button variant="solid" disabled={pending} onClick={submit(true)}>
            {live ? 'Send changes for review' : 'Submit for review'}
          </Button>
        ) : null}
      </div>
      <section
        id="listing-preview"
        aria-label="Preview of your page"
        hidden={!previewing}
        className="border-t border-ivory-300 pt-12"
      >
        {previewing ? (
          <ListingPreview
            id={id ?? 'preview'}
            fields={{ ...EMPTY_LISTING_VALUES, ...values }}
            gallery={media.gallery}
            cover={media.cover}
            headshot={media.headshot}
          />
        ) : null}
      </section>
    </form>
  );
}
