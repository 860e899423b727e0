import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CONTROL_CLASS, FormField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import {
  toVideoColumns,
  useUpdateVideo,
  videoFieldsSchema,
  type StandaloneVideo,
  type VideoFieldValues,
} from '@/features/videos';
import { reportMutation } from '@/lib/report-mutation';
import {
  locationLabel,
  statusChoices,
  VIDEO_LOCATIONS,
  VideoWordsFields,
} from './video-desk-fields';

/**
 * A video's editor, inline under its row: title, description, link, where it plays and its
 * status. A save that fails keeps what was typed; one that moves the video elsewhere says where.
 */
export function VideoEditor({
  id,
  video,
  onClose,
}: {
  id: string;
  video: StandaloneVideo;
  onClose: () => void;
}) {
  const { register, handleSubmit, formState } = useForm<VideoFieldValues>({
    resolver: zodResolver(videoFieldsSchema),
    defaultValues: {
      title: video.title,
      description: video.description ?? '',
      externalLink: video.external_link ?? '',
    },
    mode: 'onTouched',
  });
  const [location, setLocation] = useState(video.location);
  const [status, setStatus] = useState(video.status);
  const [saveError, setSaveError] = useState<string | null>(null);
  const update = useUpdateVideo();
  const prefix = useId();

  const save = handleSubmit((values) => {
    setSaveError(null);
    const moved = location !== video.location;
    reportMutation(
      update.mutateAsync({ id: video.id, patch: { ...toVideoColumns(values), location, status } }),
      {
        onSuccess: () => {
          toast({
            title: moved ? `Moved to the ${locationLabel(location)}` : 'Changes saved',
            description: values.title.trim(),
          });
          onClose();
        },
        onError: (error) => {
          setSaveError(error.message || 'The changes were not saved.');
          toast({
            title: 'That didn’t save',
            description: error.message,
            variant: 'destructive',
          });
        },
      },
    );
  });

  return (
    <form
      id={id}
      noValidate
      onSubmit={save}
      aria-label={`Edit ${video.title}`}
      className="space-y-5 border-t border-ivory-300 pt-4"
    >
      {saveError ? (
        <p role="alert" className="border border-red-700 bg-blush-100 px-4 py-3 text-sm">
          The changes were not saved: {saveError} What you typed is still here.
        </p>
      ) : null}
      <VideoWordsFields idPrefix={prefix} register={register} errors={formState.errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${prefix}-location`} label="Where it plays">
          {(control) => (
            <select
              {...control}
              className={CONTROL_CLASS}
              value={location}
              onChange={(event) => setLocation(event.target.value)}
            >
              {VIDEO_LOCATIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${prefix}-status`} label="Status">
          {(control) => (
            <select
              {...control}
              className={CONTROL_CLASS}
              value={status}
              onChange={(event) => setStatus(event.target.value)}
            >
              {statusChoices(video.status).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant="solid" disabled={update.isPending}>
          Save changes
        </Button>
        <Button size="sm" variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
