import { PlaceholderPage } from '@/components/placeholder-page';
import { PLACEHOLDER_PAGES } from '@/config/placeholder-pages';

/** Placeholder until its issue builds the page; its own chunk, so it never loads for visitors. */
export default function AccountSettingsPage() {
  return <PlaceholderPage page={PLACEHOLDER_PAGES.accountSettings} />;
}
