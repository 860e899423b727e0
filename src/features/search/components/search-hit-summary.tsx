import { mediaUrl } from '@/lib/media';
import { cn } from '@/lib/utils';
import type { SearchHit } from '../api/search-site';
import { hitDetail } from '../lib/group-hits';

/**
 * A hit's picture, title and category · place, as the dialog's options and the page's links show it.
 * The dialog's rows keep to one line each; the results page (`large`) wraps a long title whole.
 */
export function SearchHitSummary({ hit, large = false }: { hit: SearchHit; large?: boolean }) {
  const size = large ? 'size-20' : 'size-12';
  return (
    <span className="flex items-center gap-4">
      {hit.image ? (
        <img
          src={mediaUrl(hit.image, { width: 800 })}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          className={cn(size, 'shrink-0 bg-ivory-200 object-cover')}
        />
      ) : (
        <span aria-hidden className={cn(size, 'shrink-0 bg-ivory-200')} />
      )}
      <span className="min-w-0">
        <span
          className={cn(
            'block text-ink',
            large ? 'font-display text-xl break-words' : 'truncate text-base',
          )}
        >
          {hit.title}
        </span>
        {hitDetail(hit) && (
          <span className={cn('block text-sm text-ink-700', large ? 'break-words' : 'truncate')}>
            {hitDetail(hit)}
          </span>
        )}
      </span>
    </span>
  );
}
