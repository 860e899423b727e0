import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getBusinessCategoriesQueryOptions } from '@/features/listings';
import { mediaUrl } from '@/lib/media';
import {
  PICTURE_FIELDS,
  type Change,
  type PhotoDifference,
  type differences,
} from './listing-differences';

const THUMBNAIL = { width: 96, height: 64 } as const;

/** A small picture of a stored photo; its words are beside it, so it is decorative. */
function Thumbnail({ url }: { url: string }) {
  return (
    <img
      src={mediaUrl(url)}
      alt=""
      width={THUMBNAIL.width}
      height={THUMBNAIL.height}
      loading="lazy"
      decoding="async"
      className="aspect-[3/2] h-auto w-24 shrink-0 bg-ivory-200 object-cover"
    />
  );
}

const fileName = (url: string) => url.split('/').pop() ?? url;

const TAG = 'text-xs font-medium tracking-label uppercase';

/** Photos added, taken out, moved and re-described, as a reviewer counts them. */
function photoSummary({ added, removed, reordered, captioned }: PhotoDifference) {
  return [
    added ? `${added} added` : null,
    removed ? `${removed} removed` : null,
    reordered ? 'new order' : null,
    captioned ? `${captioned} new ${captioned === 1 ? 'description' : 'descriptions'}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function PhotoItem({ index, url, children }: { index: number; url: string; children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <span className="w-4 shrink-0 text-ink-500">{index + 1}</span>
      <div className="flex min-w-0 flex-col gap-1 lg:flex-row lg:gap-3">
        <Thumbnail url={url} />
        <span className="min-w-0 break-words">{children}</span>
      </div>
    </li>
  );
}

function PhotoCells({ photos }: { photos: PhotoDifference }) {
  return (
    <>
      <td className="py-2 pr-4 text-ink-700">
        {photos.before.length === 0 ? (
          '—'
        ) : (
          <ol className="space-y-3" aria-label="Live photos">
            {photos.before.map((photo, index) => (
              <PhotoItem key={photo.url} index={index} url={photo.url}>
                {photo.removed ? (
                  <span className={`${TAG} block text-red-800`}>Removed</span>
                ) : null}
                <span className={photo.removed ? 'line-through decoration-ink-300' : undefined}>
                  {photo.alt}
                </span>
              </PhotoItem>
            ))}
          </ol>
        )}
      </td>
      <td className="py-2 text-ink">
        <p className="mb-2">{photoSummary(photos)}</p>
        {photos.after.length === 0 ? (
          '—'
        ) : (
          <ol className="space-y-3" aria-label="Proposed photos">
            {photos.after.map((photo, index) => (
              <PhotoItem key={photo.url} index={index} url={photo.url}>
                {photo.added ? (
                  <span className={`${TAG} block text-champagne-700`}>New</span>
                ) : null}
                {photo.movedFrom !== null ? (
                  <span className={`${TAG} block text-champagne-700`}>
                    Moved from {photo.movedFrom}
                  </span>
                ) : null}
                {photo.captionChanged ? (
                  <span className={`${TAG} block text-champagne-700`}>New description</span>
                ) : null}
                {photo.alt}
              </PhotoItem>
            ))}
          </ol>
        )}
      </td>
    </>
  );
}

/** A field's value as a reviewer reads it: a picture as the picture, a category by its name. */
function Value({ field, value, name }: { field: string; value: string; name?: string }) {
  if (PICTURE_FIELDS.has(field) && value !== '—')
    return (
      <span className="flex flex-col gap-1">
        <Thumbnail url={value} />
        <span className="text-xs break-all">{fileName(value)}</span>
      </span>
    );
  return <>{name ?? value}</>;
}

/**
 * A proposed change beside the live listing, field by field (only what differs), and the gallery
 * photo by photo. The category names need the categories' list, asked for only when a change moves
 * a listing to another category.
 */
export function ListingChangeTable({
  change,
  difference,
}: {
  change: Change;
  difference: ReturnType<typeof differences>;
}) {
  const { fields, photos } = difference;
  const name = change.listing?.name ?? 'Listing';
  const movesCategory = fields.some(({ key }) => key === 'business_category_id');
  const categories = useQuery({ ...getBusinessCategoriesQueryOptions(), enabled: movesCategory });
  const categoryName = (id: string) => categories.data?.find((entry) => entry.id === id)?.name;
  return (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">What changes in {name}</caption>
      <thead>
        <tr className="text-xs tracking-label text-ink-700 uppercase">
          <th scope="col" className="w-[6.5rem] py-2 pr-4 md:w-1/5">
            Field
          </th>
          <th scope="col" className="py-2 pr-4">
            Live
          </th>
          <th scope="col" className="py-2">
            Proposed
          </th>
        </tr>
      </thead>
      <tbody className="align-top">
        {fields.map(({ key, label, before, after }) => {
          const category = key === 'business_category_id';
          return (
            <tr key={key} className="border-t border-ivory-300">
              <th scope="row" className="py-2 pr-4 font-medium break-words">
                {label}
              </th>
              <td className="py-2 pr-4 break-words whitespace-pre-line text-ink-700 line-through decoration-ink-300">
                <Value
                  field={key}
                  value={before}
                  name={category ? (change.listing?.category?.name ?? undefined) : undefined}
                />
              </td>
              <td className="py-2 break-words whitespace-pre-line text-ink">
                <Value
                  field={key}
                  value={after}
                  name={category ? categoryName(after) : undefined}
                />
              </td>
            </tr>
          );
        })}
        {photos ? (
          <tr className="border-t border-ivory-300">
            <th scope="row" className="py-2 pr-4 font-medium">
              Photos
            </th>
            <PhotoCells photos={photos} />
          </tr>
        ) : null}
        {fields.length === 0 && !photos ? (
          <tr>
            <td colSpan={3} className="py-2 text-ink-700">
              Nothing differs from the live page.
            </td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
