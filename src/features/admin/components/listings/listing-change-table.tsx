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

type FieldRow = ReturnType<typeof differences>['fields'][number];

/** A field's live and proposed values, struck through and plain. */
function FieldCells({
  row: { key, before, after },
  liveName,
  proposedName,
}: {
  row: FieldRow;
  liveName?: string;
  proposedName?: string;
}) {
  return (
    <>
      <td className="py-2 pr-4 break-words whitespace-pre-line text-ink-700 line-through decoration-ink-300">
        <Value field={key} value={before} name={liveName} />
      </td>
      <td className="py-2 break-words whitespace-pre-line text-ink">
        <Value field={key} value={after} name={proposedName} />
      </td>
    </>
  );
}

/**
 * A proposed change beside the live listing, field by field (only what differs), and the gallery
 * photo by photo. The category names need the categories' list, asked for only when a change moves
 * a listing to another category.
 *
 * From a tablet up the field's name is the first column; on a phone three columns left a
 * description ten letters a line (#41), so each field's name heads its own group of rows and its
 * live and proposed values share the width.
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
  const names = (row: FieldRow) =>
    row.key === 'business_category_id'
      ? {
          liveName: change.listing?.category?.name ?? undefined,
          proposedName: categoryName(row.after),
        }
      : {};
  const nothing = (columns: number) =>
    fields.length === 0 && !photos ? (
      <tr>
        <td colSpan={columns} className="py-2 text-ink-700">
          Nothing differs from the live page.
        </td>
      </tr>
    ) : null;
  const valueColumns = (
    <>
      <th scope="col" className="py-2 pr-4">
        Live
      </th>
      <th scope="col" className="py-2">
        Proposed
      </th>
    </>
  );
  const caption = <caption className="sr-only">What changes in {name}</caption>;

  // Both are drawn and CSS shows one (display: none keeps the other from screen readers): a
  // media-query hook here would split a chunk off the home page's first paint.
  const phone = (
    <table className="w-full table-fixed text-left text-sm md:hidden">
      {caption}
      <thead>
        <tr className="text-xs tracking-label text-ink-700 uppercase">{valueColumns}</tr>
      </thead>
      {fields.map((row) => (
        <tbody key={row.key} className="border-t border-ivory-300 align-top">
          <tr>
            <th scope="rowgroup" colSpan={2} className="pt-2 font-medium break-words">
              {row.label}
            </th>
          </tr>
          <tr>
            <FieldCells row={row} {...names(row)} />
          </tr>
        </tbody>
      ))}
      {photos ? (
        <tbody className="border-t border-ivory-300 align-top">
          <tr>
            <th scope="rowgroup" colSpan={2} className="pt-2 font-medium">
              Photos
            </th>
          </tr>
          <tr>
            <PhotoCells photos={photos} />
          </tr>
        </tbody>
      ) : null}
      {fields.length === 0 && !photos ? <tbody>{nothing(2)}</tbody> : null}
    </table>
  );

  const wide = (
    <table className="hidden w-full table-fixed text-left text-sm md:table">
      {caption}
      <thead>
        <tr className="text-xs tracking-label text-ink-700 uppercase">
          <th scope="col" className="w-1/5 py-2 pr-4">
            Field
          </th>
          {valueColumns}
        </tr>
      </thead>
      <tbody className="align-top">
        {fields.map((row) => (
          <tr key={row.key} className="border-t border-ivory-300">
            <th scope="row" className="py-2 pr-4 font-medium break-words">
              {row.label}
            </th>
            <FieldCells row={row} {...names(row)} />
          </tr>
        ))}
        {photos ? (
          <tr className="border-t border-ivory-300">
            <th scope="row" className="py-2 pr-4 font-medium">
              Photos
            </th>
            <PhotoCells photos={photos} />
          </tr>
        ) : null}
        {nothing(3)}
      </tbody>
    </table>
  );

  return (
    <>
      {phone}
      {wide}
    </>
  );
}
