import { Link } from 'react-router-dom';
import { IMAGE_SIZES } from '@/config/image-sizes';
import { listingPath } from '@/config/paths';
import { mediaUrl } from '@/lib/media';
import { cn } from '@/lib/utils';
import type { ContentBlock, Credit, FocalPoint } from '../../lib/blocks';
import { InViewVideo } from '../in-view-video';

type Block<T extends ContentBlock['type']> = Extract<ContentBlock, { type: T }>;

/** Body images are stored at 1200 x 800 (supabase/seed/images.ts): the box keeps that shape. */
const BODY_IMAGE = { width: 1200, height: 800 } as const;

/** The crop keeps the focal point in view (`object-position`); the centre when there is none. */
export function focalPosition(focal: FocalPoint | undefined): string | undefined {
  return focal ? `${focal.x}% ${focal.y}%` : undefined;
}

function BodyImage({
  url,
  alt,
  focal,
  className,
}: {
  url: string;
  alt: string;
  focal?: FocalPoint;
  className?: string;
}) {
  return (
    <img
      src={mediaUrl(url)}
      alt={alt}
      width={BODY_IMAGE.width}
      height={BODY_IMAGE.height}
      sizes={IMAGE_SIZES.postBody}
      loading="lazy"
      decoding="async"
      style={focal ? { objectPosition: focalPosition(focal) } : undefined}
      className={cn('h-auto w-full bg-ivory-200 object-cover', className)}
    />
  );
}

/** A credit that already names its kind ('Photography: …', 'Photo by …') is shown as written. */
const LABELLED_CREDIT = /^(photo(graph(y|er|s))?|image|picture)s?\b\s*(:|by\b)/i;

/** The credit line: 'Photo: <who>', never the label twice. */
export function photoCredit(credit: string): string {
  const trimmed = credit.trim();
  return LABELLED_CREDIT.test(trimmed) ? trimmed : `Photo: ${trimmed}`;
}

function Caption({ caption, credit }: { caption?: string; credit?: string }) {
  if (!caption && !credit) return null;
  return (
    <figcaption className="mt-3 flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-ink-700">
      {caption && <span>{caption}</span>}
      {credit && (
        <span className="text-xs tracking-label text-ink-500 uppercase">{photoCredit(credit)}</span>
      )}
    </figcaption>
  );
}

export function ImageBlock({ block }: { block: Block<'image'> }) {
  return (
    <figure className="my-4 md:-mx-16 lg:-mx-24">
      <BodyImage url={block.url} alt={block.alt} focal={block.focal} />
      <Caption caption={block.caption} credit={block.credit} />
    </figure>
  );
}

/** The vendors in one picture, 'Dress: Atelier Nove', each linked to their directory page. */
function ImageCredits({ credits }: { credits: readonly Credit[] }) {
  return (
    <ul aria-label="Vendors in this picture" className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
      {credits.map((credit) => (
        <li key={`${credit.role}-${credit.url_name}`}>
          <span className="tracking-label text-ink-500 uppercase">{credit.role}: </span>
          <Link
            to={listingPath(credit.url_name)}
            className="underline decoration-champagne-300 underline-offset-4 hover:decoration-ink"
          >
            {credit.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function GalleryBlock({ block }: { block: Block<'gallery'> }) {
  const columns = block.images.length >= 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2';
  return (
    <figure className="my-4 md:-mx-16 lg:-mx-24">
      <ul className={cn('grid grid-cols-2 gap-2 md:gap-3', columns)} aria-label="Gallery">
        {block.images.map((image, index) => (
          <li
            key={`${image.url}-${index}`}
            className={cn(block.images.length === 3 && index === 0 && 'col-span-2 sm:col-span-1')}
          >
            <figure>
              <BodyImage
                url={image.url}
                alt={image.alt}
                focal={image.focal}
                className="aspect-[4/5]"
              />
              {(image.caption || image.credits) && (
                <figcaption className="mt-2 text-xs text-ink-700">
                  {image.caption}
                  {image.credits && <ImageCredits credits={image.credits} />}
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
      <Caption caption={block.caption} />
    </figure>
  );
}

export function VideoBlock({ block, label }: { block: Block<'video'>; label: string }) {
  return (
    <figure className="my-4 md:-mx-16 lg:-mx-24">
      <InViewVideo
        src={block.url}
        poster={block.poster}
        label={block.caption ?? label}
        className="aspect-video object-contain"
      />
      <Caption caption={block.caption} />
    </figure>
  );
}
