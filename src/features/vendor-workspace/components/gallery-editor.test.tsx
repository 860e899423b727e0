import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { EditablePhoto } from '@/features/listings';
import { GalleryEditor } from './gallery-editor';

const PHOTOS: EditablePhoto[] = [
  { url: 'listings/l-1/a.webp', alt: 'The long table' },
  { url: 'listings/l-1/b.webp', alt: '' },
  { url: 'listings/l-1/c.webp', alt: 'Candles' },
];

function Editor({
  showMissingAlt = false,
  onChange = vi.fn(),
}: {
  showMissingAlt?: boolean;
  onChange?: (gallery: EditablePhoto[], cover: string | null) => void;
}) {
  const [state, setState] = useState({ gallery: PHOTOS, cover: PHOTOS[0]!.url as string | null });
  return (
    <GalleryEditor
      listingId="l-1"
      gallery={state.gallery}
      cover={state.cover}
      showMissingAlt={showMissingAlt}
      onChange={(gallery, cover) => {
        setState({ gallery, cover });
        onChange(gallery, cover);
      }}
    />
  );
}

// jsdom drops the space before a visually hidden part of a name ("Earlier(photo 1)"), hence \s?.
const altTexts = () =>
  screen.getAllByLabelText(/^Alt text for photo/).map((input) => (input as HTMLInputElement).value);

describe('GalleryEditor', () => {
  it('puts a photo earlier or later with its buttons, the first and last one disabled', async () => {
    const onChange = vi.fn();
    render(<Editor onChange={onChange} />);
    expect(screen.getByRole('button', { name: /^Earlier\s?\(photo 1\)$/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Later\s?\(photo 3\)$/ })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: /^Earlier\s?\(photo 3\)$/ }));
    expect(altTexts()).toEqual(['The long table', 'Candles', '']);
    await userEvent.click(screen.getByRole('button', { name: /^Later\s?\(photo 1\)$/ }));
    expect(altTexts()).toEqual(['Candles', 'The long table', '']);
    // The cover stays the photo it was, wherever it moves.
    expect(onChange).toHaveBeenLastCalledWith(expect.any(Array), PHOTOS[0]!.url);
    expect(screen.getByRole('radio', { name: /^Cover\s?\(photo 2\)$/ })).toBeChecked();
  });

  it('marks only the photos without alt text, once the vendor has tried to submit', () => {
    const { rerender } = render(<Editor />);
    expect(screen.queryByText('Please describe this photo.')).not.toBeInTheDocument();
    rerender(<Editor showMissingAlt />);
    expect(screen.getAllByText('Please describe this photo.')).toHaveLength(1);
    expect(screen.getByLabelText('Alt text for photo 2')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Alt text for photo 1')).not.toHaveAttribute('aria-invalid');
  });

  it('typing alt text clears the mark; removing the cover moves it, and Undo puts all back', async () => {
    render(<Editor showMissingAlt />);
    await userEvent.type(screen.getByLabelText('Alt text for photo 2'), 'Linen');
    expect(screen.queryByText('Please describe this photo.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Remove\s?photo 1$/ }));
    expect(altTexts()).toEqual(['Linen', 'Candles']);
    expect(screen.getByRole('radio', { name: /^Cover\s?\(photo 1\)$/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(altTexts()).toEqual(['The long table', 'Linen', 'Candles']);
    expect(screen.getByRole('radio', { name: /^Cover\s?\(photo 2\)$/ })).toBeChecked();
  });
});
