import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useBlocker, useNavigate } from 'react-router-dom';
import { ErrorSummary, errorCount, SelectField, TextareaField, TextField } from '@/components/form';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { VENUE_TYPES } from '@/config/navigation';
import { listingPath, manageListingPath, PATHS } from '@/config/paths';
import { BUSINESS_CATEGORY_IDS } from '@/config/reference-ids';
import { URL_NAME_CHECK_DELAY_MS } from '@/config/workspace';
import {
  getEditableListingQueryOptions,
  getUrlNameAvailableQueryOptions,
  useBusinessCategories,
  ListingPreview,
  useSaveListing,
  type BusinessCategory,
  type EditableListing,
  type EditablePhoto,
} from '@/features/listings';
import {
  LISTING_DESCRIPTION_MAX,
  listingSchema,
  urlNameFrom,
  type ListingFormValues,
} from '../lib/listing-schema';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { GalleryEditor } from './gallery-editor';
import { FilmField, HeadshotField } from './media-fields';

const EMPTY: ListingFormValues = {
  name: '',
  url_name: '',
  business_category_id: '',
  description: '',
  city: '',
  state: '',
  country: '',
  website: '',
  instagram: '',
  contact_email: '',
  contact_phone: '',
  venue_type: '',
  guest_capacity: '',
};

interface Draft {
  fields: Partial<ListingFormValues>;
  gallery: EditablePhoto[];
  cover: string | null;
}

const draftKey = (id: string | undefined) => `perfete-listing-draft:${id ?? 'new'}`;

function readDraft(id: string | undefined): Draft | null {
  try {
    const saved = window.localStorage.getItem(draftKey(id));
    return saved ? (JSON.parse(saved) as Draft) : null;
  } catch {
    return null;
  }
}

/**
 * /manage-listing and /manage-listing/{id}: loads the listing (if any) and the categories, then the
 * editor. The form waits for both: a select whose options arrive after its value shows its first
 * option ("Choose…") though a category is saved.
 */
export function ListingEditor({ id, ownerId }: { id?: string; ownerId: string }) {
  const listing = useQuery({ ...getEditableListingQueryOptions(id ?? ''), enabled: Boolean(id) });
  const categories = useBusinessCategories();
  if ((id && listing.isPending) || categories.isPending)
    return <Spinner label="Loading your listing…" className="py-12" />;
  if (id && listing.isError)
    return <LoadError compact what="this listing" onRetry={() => void listing.refetch()} />;
  if (categories.isError)
    return <LoadError compact what="the categories" onRetry={() => void categories.refetch()} />;
  if (id && !listing.data?.mine) return <NotYours found={Boolean(listing.data)} />;
  return (
    <EditorForm
      key={id ?? 'new'}
      listing={listing.data ?? null}
      categories={categories.data}
      ownerId={ownerId}
    />
  );
}

/**
 * Another member's listing (anyone may read a published one) or none at all: no form, and the
 * way to the vendor's own listings.
 */
function NotYours({ found }: { found: boolean }) {
  return (
    <section
      aria-labelledby="not-yours-heading"
      className="max-w-measure space-y-4 border-l-2 border-champagne-600 bg-ivory-100 p-6"
    >
      <h2 id="not-yours-heading" className="font-display text-3xl text-ink">
        {found ? 'This listing is not yours' : 'We couldn’t find this listing'}
      </h2>
      <p className="text-ink-700">
        {found
          ? 'It belongs to another member, so it cannot be edited from your account. Your own listings are on your dashboard.'
          : 'It does not exist, or it belongs to another member. Your own listings are on your dashboard.'}
      </p>
      <Link
        to={PATHS.vendorDashboard}
        className="inline-flex min-h-11 items-center bg-ink px-6 text-xs font-medium tracking-label text-ivory-50 uppercase hover:bg-ink-700"
      >
        Go to your dashboard
      </Link>
    </section>
  );
}

function EditorForm({
  listing,
  categories,
  ownerId,
}: {
  listing: EditableListing | null;
  categories: BusinessCategory[];
  ownerId: string;
}) {
  const id = listing?.id;
  const navigate = useNavigate();
  const save = useSaveListing();
  const [offered, setOffered] = useState<Draft | null>(() => readDraft(id));
  const [gallery, setGallery] = useState<EditablePhoto[]>(listing?.gallery ?? []);
  const [cover, setCover] = useState<string | null>(listing?.cover ?? null);
  const [headshot, setHeadshot] = useState<string | null>(listing?.headshot ?? null);
  const [video, setVideo] = useState<string | null>(listing?.video ?? null);
  const [galleryDirty, setGalleryDirty] = useState(false);
  const [tried, setTried] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  /** The last save that failed, kept on screen with a retry until a save goes through. */
  const [failedSave, setFailedSave] = useState<{
    sendForReview: boolean;
    description: string;
    canRetry: boolean;
  } | null>(null);
  const live = listing?.status === 'published';
  const form = useForm<ListingFormValues>({
    resolver: zodResolver(listingSchema),
    defaultValues: listing?.fields ?? EMPTY,
  });
  const { register, handleSubmit, setValue, formState, reset } = form;
  const { errors, isDirty, dirtyFields } = formState;
  const dirty = isDirty || galleryDirty;

  const values = useWatch({ control: form.control });
  // Keep what was typed across a reload or an error, until it is saved (only once changed).
  useEffect(() => {
    if (!dirty) return;
    try {
      window.localStorage.setItem(
        draftKey(id),
        JSON.stringify({ fields: values, gallery, cover } satisfies Draft),
      );
    } catch {
      // Storage full or unavailable: the editor still works.
    }
  }, [dirty, values, id, gallery, cover]);

  // A new listing's web address follows its name until the vendor writes one.
  const name = values.name ?? '';
  useEffect(() => {
    if (!id && !dirtyFields.url_name) setValue('url_name', urlNameFrom(name));
  }, [name, id, dirtyFields.url_name, setValue]);

  // Is the web address free? Asked once the vendor stops typing (not for a live listing's).
  const urlName = useDebouncedValue(values.url_name ?? '', URL_NAME_CHECK_DELAY_MS);
  const urlNameFree = useQuery({
    ...getUrlNameAvailableQueryOptions(urlName, id ?? null),
    enabled: !live && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(urlName),
  });
  const urlNameTaken = urlNameFree.data === false && urlName === values.url_name;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !save.isPending && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('You have unsaved changes. Leave without saving them?')) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const changeGallery = (next: EditablePhoto[], nextCover: string | null) => {
    setGallery(next);
    setCover(nextCover);
    setGalleryDirty(true);
  };

  const restore = () => {
    if (!offered) return;
    reset(listing?.fields ?? EMPTY);
    for (const [key, value] of Object.entries(offered.fields))
      if (typeof value === 'string')
        setValue(key as keyof ListingFormValues, value, { shouldDirty: true });
    if (id) changeGallery(offered.gallery, offered.cover);
    setOffered(null);
  };
  const discard = () => {
    window.localStorage.removeItem(draftKey(id));
    setOffered(null);
  };

  const submit = (sendForReview: boolean) =>
    handleSubmit(async (fields) => {
      setTried(sendForReview);
      if (sendForReview && gallery.some((photo) => photo.alt.trim() === '')) {
        toast({ title: 'Every photo needs alt text', variant: 'destructive' });
        return;
      }
      setFailedSave(null);
      try {
        const savedId = await save.mutateAsync({
          id,
          ownerId,
          status: listing?.status,
          fields,
          gallery,
          previousGallery: listing?.gallery,
          cover,
          headshot,
          video,
          submit: sendForReview,
        });
        window.localStorage.removeItem(draftKey(id));
        reset(fields);
        setGalleryDirty(false);
        toast({
          title: live
            ? 'Changes sent for review'
            : sendForReview
              ? 'Sent for review'
              : 'Draft saved',
        });
        if (!id) navigate(manageListingPath(savedId), { replace: true });
        else if (sendForReview) navigate('/vendor-dashboard');
      } catch (error) {
        // Said beside the buttons, not in a passing toast: the edit stays in the form and the
        // same save can be asked again (a taken web address needs a new one first).
        const taken = ((error as { message?: string }).message ?? '').includes('url_name');
        setFailedSave({
          sendForReview,
          description: taken
            ? 'That web address is taken: please choose another.'
            : 'Nothing you typed is lost. Please try again.',
          canRetry: !taken,
        });
      }
    });

  const isVenue = values.business_category_id === BUSINESS_CATEGORY_IDS.venue;
  const description = values.description ?? '';

  return (
    <form
      aria-label={listing ? `Edit ${listing.fields.name}` : 'New listing'}
      noValidate
      onSubmit={submit(false)}
      className="space-y-12"
    >
      {offered ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 border-l-2 border-champagne-600 bg-ivory-100 p-4 text-sm"
        >
          <span className="mr-auto">You have unsaved changes from earlier.</span>
          <Button size="sm" onClick={restore}>
            Restore them
          </Button>
          <Button size="sm" onClick={discard}>
            Discard
          </Button>
        </div>
      ) : null}
      {live ? (
        <p className="border-l-2 border-champagne-600 bg-ivory-100 p-4 text-sm text-ink">
          {listing?.review?.status === 'changes_requested'
            ? `We asked for changes: “${listing.review.reason ?? ''}” Your page shows the approved version until we approve the new one.`
            : 'This listing is live. What you send now is reviewed first; your page keeps showing the approved version until then.'}
        </p>
      ) : null}
      <ErrorSummary count={errorCount(formState)} />

      <fieldset className="grid gap-6 md:grid-cols-2">
        <legend className="mb-4 font-display text-2xl text-ink">About you</legend>
        <TextField
          label="Name"
          autoComplete="organization"
          {...register('name')}
          error={errors.name?.message}
        />
        <TextField
          label="Web address"
          hint={`Your page: perfete.com${listingPath(values.url_name || 'your-name')}`}
          readOnly={live}
          {...register('url_name')}
          error={
            errors.url_name?.message ??
            (urlNameTaken ? 'That web address is taken: please choose another.' : undefined)
          }
        />
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
        {isVenue ? (
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
          hint="For Perféte to reach you; not shown on your page."
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

      {id ? (
        <fieldset className="grid gap-8 md:grid-cols-2">
          <legend className="mb-4 font-display text-2xl text-ink">Headshot and film</legend>
          <HeadshotField
            listingId={id}
            headshot={headshot}
            onChange={(path) => {
              setHeadshot(path);
              setGalleryDirty(true);
            }}
          />
          <FilmField
            listingId={id}
            video={video}
            onChange={(path) => {
              setVideo(path);
              setGalleryDirty(true);
            }}
          />
        </fieldset>
      ) : null}

      <fieldset className="space-y-4">
        <legend className="mb-4 font-display text-2xl text-ink">Photos</legend>
        <GalleryEditor
          listingId={id ?? null}
          gallery={gallery}
          cover={cover}
          onChange={changeGallery}
          showMissingAlt={tried}
        />
      </fieldset>

      {failedSave ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 border-l-2 border-red-800 bg-blush-100 p-4 text-sm text-ink"
        >
          <p className="mr-auto">
            <strong className="font-medium">That didn’t save.</strong> {failedSave.description}
          </p>
          {failedSave.canRetry ? (
            <Button size="sm" disabled={save.isPending} onClick={submit(failedSave.sendForReview)}>
              Try again
            </Button>
          ) : null}
        </div>
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
          <Button type="submit" disabled={save.isPending}>
            Save draft
          </Button>
        ) : null}
        {id ? (
          <Button variant="solid" disabled={save.isPending} onClick={submit(true)}>
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
            fields={{ ...EMPTY, ...values }}
            gallery={gallery}
            cover={cover}
            headshot={headshot}
          />
        ) : null}
      </section>
    </form>
  );
}
