import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CheckboxField, PublicForm, TextareaField, TextField } from '@/components/form';
import {
  REVIEW_ASPECTS,
  REVIEW_AUTHOR_NAME_MAX_LENGTH,
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  type ReviewAspectKey,
} from '@/config/reviews';
import { uploadReviewPhoto } from '../api/upload-review-photo';
import { useSubmitReview } from '../api/submit-review';
import { reviewDefaults, reviewSchema, type ReviewValues } from '../lib/review-schema';
import { RatingField } from './rating-field';
import { ReviewPhotosField } from './review-photos-field';
import { useReviewPhotos } from './use-review-photos';

const UPLOAD_ERROR =
  'We couldn’t upload your photos just now. Please try again, or remove them; everything you wrote is still here.';
const SEND_ERROR =
  'We couldn’t send your review just now. Please check your connection and try again; everything you wrote is still here.';

/** Why the database refused, in words (the token was used or expired meanwhile), else the default. */
function sendErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/already been used/.test(message)) return 'This review link has already been used.';
  if (/expired/.test(message)) return 'This review link has expired.';
  return SEND_ERROR;
}

/**
 * The review a couple writes from their link: an overall rating, four optional ones, a title and
 * text within limits, up to six photos with descriptions, and whether to show their first names.
 * Photos go up first (into the link's own folder), then submit_review writes it all, once.
 */
export function ReviewForm({
  token,
  listingName,
  names,
  photoFolder,
  onSent,
}: {
  token: string;
  listingName: string;
  names: string | null;
  photoFolder: string;
  onSent: () => void;
}) {
  const form = useForm<ReviewValues>({
    resolver: zodResolver(reviewSchema),
    defaultValues: reviewDefaults(names),
    mode: 'onTouched',
    shouldFocusError: true,
  });
  const { register, handleSubmit, formState, control } = form;
  const errors = formState.errors;
  const photos = useReviewPhotos();
  const [altErrors, setAltErrors] = useState<Record<string, string>>({});
  const send = useSubmitReview();
  const [uploading, setUploading] = useState(false);
  const [uploadFailed, setUploadFailed] = useState(false);

  const submit = handleSubmit(async (values) => {
    const missing = Object.fromEntries(
      photos.photos
        .filter((photo) => photo.alt.trim() === '')
        .map((photo) => [photo.id, 'Describe this photo for people who cannot see it.']),
    );
    setAltErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setUploading(true);
    setUploadFailed(false);
    try {
      const uploaded = [];
      try {
        for (const photo of photos.photos)
          uploaded.push({
            path: await uploadReviewPhoto(photoFolder, photo.blob),
            alt: photo.alt.trim(),
          });
      } catch (error) {
        setUploadFailed(true);
        throw error;
      }
      const aspects: Partial<Record<ReviewAspectKey, number>> = {};
      for (const { key } of REVIEW_ASPECTS) if (values[key]) aspects[key] = Number(values[key]);
      await send.mutateAsync({
        token,
        rating: Number(values.rating),
        title: values.title.trim(),
        body: values.body.trim(),
        publishNames: values.publishNames,
        authorName: values.authorName.trim(),
        aspects,
        photos: uploaded,
      });
      onSent();
    } catch {
      // Shown below (uploadFailed, send.error); every value stays.
    } finally {
      setUploading(false);
    }
  });

  const publishNames = useWatch({ control, name: 'publishNames' });
  const body = useWatch({ control, name: 'body' });
  return (
    <PublicForm
      form={form}
      label={`Review ${listingName}`}
      onSubmit={submit}
      submitLabel="Publish review"
      pending={uploading || send.isPending}
      sendError={uploadFailed ? UPLOAD_ERROR : send.isError ? sendErrorText(send.error) : null}
      className="gap-8"
    >
      <RatingField
        name="rating"
        legend="Overall rating"
        size="lg"
        error={errors.rating?.message}
        register={register('rating')}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        {REVIEW_ASPECTS.map((aspect) => (
          <RatingField
            key={aspect.key}
            name={aspect.key}
            legend={aspect.label}
            optional
            error={errors[aspect.key]?.message}
            register={register(aspect.key)}
          />
        ))}
      </div>
      <TextField
        id="review-title"
        label="Title"
        maxLength={REVIEW_TITLE_MAX_LENGTH}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextareaField
        id="review-body"
        label="Your review"
        rows={8}
        maxLength={REVIEW_BODY_MAX_LENGTH}
        hint="What was it like to work with them, before and on the day?"
        count={{ length: body.length, max: REVIEW_BODY_MAX_LENGTH }}
        error={errors.body?.message}
        {...register('body')}
      />
      <ReviewPhotosField {...photos} altErrors={altErrors} />
      <div className="flex flex-col gap-4">
        <CheckboxField
          id="review-publish-names"
          label="Show our first names with the review"
          aria-required={undefined}
          {...register('publishNames')}
        />
        {publishNames ? (
          <TextField
            id="review-names"
            label="First names to show"
            maxLength={REVIEW_AUTHOR_NAME_MAX_LENGTH}
            hint="For example “Marta & Jon”. Without this, the review is signed “A verified couple”."
            error={errors.authorName?.message}
            {...register('authorName')}
          />
        ) : null}
      </div>
    </PublicForm>
  );
}
