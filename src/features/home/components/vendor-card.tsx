import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MediaImage } from '@/components/media-image';
import { IMAGE_SIZES } from '@/config/image-sizes';
import { listingPath } from '@/config/paths';
import { PLACEHOLDER_PREVIEW_IMAGE_PATH, PREVIEW_CARD_SIZE_PX } from '@/config/site';
import { mediaUrl, portraitImage } from '@/lib/media';
import type { CarouselVendor } from '@/features/listings';
import { VideoFrame } from './video/video-frame';

/**
 * A vendor: the headshot (or listing image); the vendor's video plays muted while hovered or
 * touched. The whole card links to /index/{url_name}.
 */
export function VendorCard({ vendor }: { vendor: CarouselVendor }) {
  const [engaged, setEngaged] = useState(false);
  const photo = vendor.headshot_url ?? vendor.image_url;
  const image = photo ? portraitImage(photo) : { src: PLACEHOLDER_PREVIEW_IMAGE_PATH };
  return (
    <Link
      to={listingPath(vendor.url_name)}
      className="group flex flex-col gap-3"
      onPointerEnter={() => setEngaged(true)}
      onPointerLeave={() => setEngaged(false)}
      onTouchStart={() => setEngaged(true)}
      onTouchEnd={() => setEngaged(false)}
    >
      <VideoFrame
        videoId={`vendor-${vendor.id}`}
        src={vendor.video_url ? mediaUrl(vendor.video_url) : undefined}
        title={vendor.name}
        active={engaged}
        className="bg-ivory-200"
      >
        <MediaImage
          source={image}
          fallbackSrc={PLACEHOLDER_PREVIEW_IMAGE_PATH}
          sizes={IMAGE_SIZES.vendorCarousel}
          width={PREVIEW_CARD_SIZE_PX.width}
          height={PREVIEW_CARD_SIZE_PX.height}
          alt=""
          className="block aspect-[287/400] w-full transition-transform duration-500 group-hover:scale-[1.02]"
        />
      </VideoFrame>
      <span className="font-display text-lg leading-tight text-ink group-hover:underline">
        {vendor.name}
      </span>
    </Link>
  );
}
