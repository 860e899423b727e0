import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The dialog itself (the combobox and its queries) is not what these tests are about.
vi.mock('./search-dialog-loader', () => ({
  loadSearchDialog: async () => ({
    default: ({ onClose }: { onClose: () => void }) => (
      <div role="dialog" aria-label="Search">
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    ),
  }),
}));

/** The launcher as the header holds it: the header owns `open` and draws the Search button. */
async function header() {
  const { SearchLauncher } = await import('./search-launcher');
  const { SearchButton } = await import('./search-button');
  function Header() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <input aria-label="A field" />
        <SearchLauncher open={open} onOpenChange={setOpen} />
        <SearchButton onClick={() => setOpen(true)} />
      </>
    );
  }
  return Header;
}

describe('SearchLauncher', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('opens on the Search button and on `/` outside a field, and closes', async () => {
    const Header = await header();
    const user = userEvent.setup();
    render(<Header />);

    await user.type(screen.getByRole('textbox', { name: 'A field' }), '/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'A field' })).toHaveValue('/');

    await user.click(document.body);
    await user.keyboard('/');
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
  });

  it('opens on arrival when the mobile menu asked for the search before it was drawn', async () => {
    const { openSiteSearch } = await import('./search-launcher');
    openSiteSearch();
    const Header = await header();
    render(<Header />);
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
  });
});
