import { useId, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { PATHS } from '@/config/paths';
import { ensureShareId } from '../lib/share-id';
import { shareFragment, type SharedList } from '../lib/share-link';

/**
 * "Share this list": a link that opens the same list in any browser, no sign-in (the list rides
 * in the link's fragment). Copied when the browser allows it, and shown to copy by hand.
 */
export function ShareList({ list }: { list: SharedList }) {
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const id = useId();

  const share = async () => {
    // The link's share id keeps the list live between the browsers that keep it (#43).
    const url = `${window.location.origin}${PATHS.saved}#${shareFragment({ ...list, shareId: ensureShareId() })}`;
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        onClick={() => void share()}
        className={buttonVariants({
          size: 'sm',
          className:
            'min-h-11 self-start focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-champagne-600',
        })}
      >
        Share this list
      </button>
      {link ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm text-ink-700">
            Link to this list (opens in any browser, no account)
          </label>
          <input
            id={id}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full border border-ink-300 bg-ivory-100 px-3 py-2 text-sm text-ink"
          />
          <p role="status" className="text-sm text-ink-700">
            {copied ? 'Link copied.' : 'Copy the link above to share it.'}
          </p>
        </div>
      ) : null}
    </div>
  );
}
