import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { manageListingPath, PATHS } from '@/config/paths';
import { useSaveListing, type EditableListing } from '@/features/listings';
import type { ListingFormValues } from '../../lib/listing-schema';
import type { FailedSave } from './save-failure';
import type { ListingMedia } from './use-listing-media';
import { URL_NAME_TAKEN } from './url-name-field';

/** What a listing needs before review: one picture of any kind (the database says the same). */
const NO_PICTURE = {
  title: 'Add a photo first',
  description:
    'Couples choose by pictures: add at least one photo to the gallery, a cover or your headshot before sending it for review. Your draft can be saved as it is.',
};

const hasPicture = (media: ListingMedia) =>
  media.gallery.length > 0 || Boolean(media.cover) || Boolean(media.headshot);

/**
 * Saving the editor: as a draft, or sent for review (a live listing's changes always are). A
 * send for review asks for a picture and every photo's alt text first. On success `onSaved`
 * marks the form clean, a toast says what happened and a new listing moves to its own address;
 * a failure stays on screen (`failed`) with what to do.
 */
export function useListingSubmit({
  form,
  listing,
  ownerId,
  media,
  onSaved,
}: {
  form: UseFormReturn<ListingFormValues>;
  listing: EditableListing | null;
  ownerId: string;
  media: ListingMedia;
  onSaved: (fields: ListingFormValues) => void;
}) {
  const navigate = useNavigate();
  const save = useSaveListing();
  /** Whether a send for review was tried: from then on, photos without alt text say so. */
  const [tried, setTried] = useState(false);
  const [failed, setFailed] = useState<FailedSave | null>(null);
  const id = listing?.id;
  const live = listing?.status === 'published';

  const submit = (sendForReview: boolean) =>
    form.handleSubmit(async (fields) => {
      setTried(sendForReview);
      if (sendForReview && media.gallery.some((photo) => photo.alt.trim() === '')) {
        toast({ title: 'Every photo needs alt text', variant: 'destructive' });
        return;
      }
      if (sendForReview && !live && !hasPicture(media)) {
        toast({
          title: NO_PICTURE.title,
          description: NO_PICTURE.description,
          variant: 'destructive',
        });
        return;
      }
      setFailed(null);
      try {
        const savedId = await save.mutateAsync({
          id,
          ownerId,
          status: listing?.status,
          fields,
          gallery: media.gallery,
          previousGallery: listing?.gallery,
          cover: media.cover,
          headshot: media.headshot,
          video: media.video,
          submit: sendForReview,
        });
        onSaved(fields);
        toast({
          title: live
            ? 'Changes sent for review'
            : sendForReview
              ? 'Sent for review'
              : 'Draft saved',
        });
        if (!id) navigate(manageListingPath(savedId), { replace: true });
        else if (sendForReview) navigate(PATHS.vendorDashboard);
      } catch (error) {
        const message = (error as { message?: string }).message ?? '';
        const taken = message.includes('url_name');
        // The database's own rule (listings_need_a_picture), if the gallery changed meanwhile.
        const noPicture = message.includes('at least one photo');
        setFailed({
          sendForReview,
          description: taken
            ? URL_NAME_TAKEN
            : noPicture
              ? NO_PICTURE.description
              : 'Nothing you typed is lost. Please try again.',
          canRetry: !taken && !noPicture,
        });
      }
    });

  return { submit, failed, tried, pending: save.isPending };
}
