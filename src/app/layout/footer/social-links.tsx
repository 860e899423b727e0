import { SOCIAL_LINKS } from '@/config/navigation';
import { SITE_NAME } from '@/config/site';
import { SocialIcon } from './social-icon';

/** Perféte's social profiles, each in a new tab (and said so to screen readers). */
export function SocialLinks() {
  return (
    <ul className="flex items-center gap-1" aria-label="Follow us">
      {SOCIAL_LINKS.map(({ network, label, href }) => (
        <li key={network}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${SITE_NAME} on ${label} (opens in a new tab)`}
            className="inline-flex size-10 items-center justify-center text-ink-700 transition-colors hover:text-champagne-700"
          >
            <SocialIcon network={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
