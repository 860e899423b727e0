import { Link } from 'react-router-dom';
import type { NavLink } from '@/config/navigation';
import { scrollToTop } from '@/features/navigation';
import { cn } from '@/lib/utils';

type FooterLinkListProps = {
  heading: string;
  links: readonly NavLink[];
  className?: string;
  listClassName?: string;
};

export const footerHeadingClass =
  'font-sans text-label font-medium tracking-eyebrow text-ink uppercase';
export const footerLinkClass =
  'text-sm text-ink-700 underline-offset-4 transition-colors hover:text-champagne-700 hover:underline';

/** A titled list of footer links; each goes to its page and scrolls to the top. */
export function FooterLinkList({ heading, links, className, listClassName }: FooterLinkListProps) {
  return (
    <div className={className}>
      <h2 className={footerHeadingClass}>{heading}</h2>
      <ul className={cn('mt-5 flex flex-col gap-3', listClassName)}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={scrollToTop} className={footerLinkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
