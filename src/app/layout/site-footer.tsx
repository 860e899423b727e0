import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { FOOTER_CATEGORY_LINKS, FOOTER_LEGAL_LINKS, FOOTER_LINK_GROUPS } from '@/config/navigation';
import { PATHS } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { useAuth } from '@/features/auth';
import { scrollToTop } from '@/features/navigation';
import { NewsletterSignup } from '@/features/newsletter';
import { cn } from '@/lib/utils';
import { FooterLinkList, footerHeadingClass, footerLinkClass } from './footer/footer-link-list';
import { SocialLinks } from './footer/social-links';
import { SurveyPromo } from './footer/survey-promo';

/**
 * The footer (site-spec §2 "Page frame"): the survey promo, the logo with the social profiles,
 * the link lists, the vendor login (the dashboard instead for someone signed in), the directory's
 * category filters and the legal links.
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  const { user, loading } = useAuth();
  const vendorLink = user
    ? { to: PATHS.vendorDashboard, label: 'Vendor Dashboard' }
    : { to: PATHS.login, label: 'Vendor Login' };

  return (
    <footer className="defer-render border-t border-ivory-300 bg-ivory-100">
      <div className="mx-auto max-w-frame px-gutter pt-16 pb-10">
        <SurveyPromo />
        <NewsletterSignup where="footer" className="max-w-xl pt-12" />
        <div className="grid gap-12 py-14 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
          <div className="flex flex-col gap-5">
            <Link
              to={PATHS.home}
              onClick={scrollToTop}
              className="font-display text-4xl text-ink transition-colors hover:text-champagne-700"
            >
              {SITE_NAME}
            </Link>
            <p className="max-w-xs font-display text-lg leading-snug text-ink-700 italic">
              A wedding magazine and an invitation-only index of the artists who make the day.
            </p>
            <SocialLinks />
          </div>
          {FOOTER_LINK_GROUPS.map((group) => (
            <FooterLinkList key={group.heading} heading={group.heading} links={group.links} />
          ))}
          <div>
            <h2 className={footerHeadingClass}>For Vendors</h2>
            <p className="mt-5 text-sm leading-relaxed text-ink-700">
              Members manage their listing and inquiries from the vendor dashboard.
            </p>
            {/* Decided once the session is known (the footer is below the first screen). */}
            {loading ? null : (
              <Link
                to={vendorLink.to}
                onClick={scrollToTop}
                className={cn(buttonVariants({ variant: 'solid', size: 'sm' }), 'mt-5')}
              >
                {vendorLink.label}
              </Link>
            )}
          </div>
        </div>
        <FooterLinkList
          heading="Find a vendor"
          links={FOOTER_CATEGORY_LINKS}
          className="border-t border-ivory-300 pt-10"
          listClassName="grid grid-cols-2 gap-x-8 sm:grid-cols-3 lg:grid-cols-6"
        />
        <div className="mt-12 flex flex-col gap-4 border-t border-ivory-300 pt-8 text-xs text-ink-500 md:flex-row md:items-center md:justify-between">
          <p className="tracking-label uppercase">
            © {year} {SITE_NAME}. All rights reserved.
          </p>
          <ul className="flex gap-6">
            {FOOTER_LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={scrollToTop} className={footerLinkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
