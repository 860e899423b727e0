import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { refusedFile } from './file-facts';
import { UploadField, UPLOADS_SHOWN_DONE_MS } from './upload-field';

const photo = (name = 'garden.webp', bytes = 46_080) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/webp' });

/** An upload the test finishes by hand: `progress(f)`, `finish()`, `fail(error)`. */
function controlledUpload() {
  const calls: {
    file: File;
    progress: (fraction: number) => void;
    finish: () => void;
    fail: (error: unknown) => void;
  }[] = [];
  const upload = vi.fn(
    (file: File, onProgress: (fraction: number) => void) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ file, progress: onProgress, finish: resolve, fail: reject });
      }),
  );
  return { upload, calls };
}

const announced = () => document.querySelector('[aria-live="polite"]')!.textContent;

describe('UploadField', () => {
  it('is a labelled, described picker that the keyboard reaches, styled as a button', async () => {
    const { upload } = controlledUpload();
    render(
      <UploadField
        label="Headshot"
        hint="Square works best."
        accept="image/webp"
        upload={upload}
      />,
    );
    const input = screen.getByLabelText(/Headshot/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleName('Headshot Choose a file');
    expect(input).toHaveAccessibleDescription('Square works best.');
    expect(input).toHaveAttribute('accept', 'image/webp');
    await userEvent.tab();
    expect(input).toHaveFocus();
    expect(screen.getByText('or drop it here')).toBeInTheDocument();
  });

  it('shows the chosen file’s name and size and its progress, announced, until it is in', async () => {
    const { upload, calls } = controlledUpload();
    render(<UploadField label="Headshot" accept="image/webp" upload={upload} />);
    await userEvent.upload(screen.getByLabelText(/Headshot/), photo());
    const row = within(screen.getByRole('list', { name: 'Chosen file' })).getByRole('listitem');
    expect(row).toHaveTextContent('garden.webp');
    expect(row).toHaveTextContent('45 KB');
    expect(row).toHaveTextContent('Preparing…');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.file.name).toBe('garden.webp');
    expect(announced()).toBe('Uploading garden.webp.');
    // One file at a time: the picker rests while it uploads.
    expect(screen.getByLabelText(/Headshot/)).toBeDisabled();

    act(() => calls[0]!.progress(0.5));
    const bar = screen.getByRole('progressbar', { name: 'Uploading garden.webp' });
    expect(bar).toHaveProperty('value', 0.5);
    expect(row).toHaveTextContent('50%');
    expect(announced()).toBe('garden.webp: 50%');

    await act(async () => calls[0]!.finish());
    expect(bar).toHaveProperty('value', 1);
    expect(row).toHaveTextContent('Done');
    expect(announced()).toBe('garden.webp uploaded.');
    expect(screen.getByLabelText(/Headshot/)).toBeEnabled();
  });

  it('says why an upload failed and sends the same file again on Retry', async () => {
    const { upload, calls } = controlledUpload();
    render(<UploadField label="Film" accept="image/webp" upload={upload} />);
    await userEvent.upload(screen.getByLabelText(/Film/), photo());
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await act(async () =>
      calls[0]!.fail(Object.assign(new Error('Upload failed (503)'), { status: 503 })),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The server did not take it just now. Please retry.',
    );

    await userEvent.click(screen.getByRole('button', { name: /Retry\s*garden\.webp/ }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.file).toBe(calls[0]!.file);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => calls[1]!.finish());
    expect(screen.getByRole('list', { name: 'Chosen file' })).toHaveTextContent('Done');
  });

  it('offers no retry for a refused file, and Remove takes its row away', async () => {
    const upload = vi.fn(() => Promise.reject(refusedFile('Please choose an MP4 film.')));
    render(<UploadField label="Film" accept="image/webp" upload={upload} />);
    await userEvent.upload(screen.getByLabelText(/Film/), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose an MP4 film.');
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Remove\s*garden\.webp/ }));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('refuses a dropped file of a kind it does not take, without sending it', async () => {
    const upload = vi.fn(() => Promise.resolve());
    render(<UploadField label="Headshot" accept="image/webp" upload={upload} />);
    const zone = screen.getByText('or drop it here').parentElement!;
    const pdf = new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' });
    fireEvent.drop(zone, { dataTransfer: { files: [pdf] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'brochure.pdf (4 bytes) is not a kind of file this takes.',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('sends several dropped files one after the other, then clears the finished rows', async () => {
    const { upload, calls } = controlledUpload();
    render(<UploadField label="Add photos" accept="image/*" multiple upload={upload} />);
    expect(screen.getByLabelText(/Add photos/)).toHaveAccessibleName('Add photos Choose files');
    const zone = screen.getByText('or drop them here').parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [photo('one.webp'), photo('two.webp')] } });
    const list = screen.getByRole('list', { name: 'Uploads' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Waiting…');
    await act(async () => calls[0]!.finish());
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.file.name).toBe('two.webp');

    vi.useFakeTimers();
    try {
      await act(async () => calls[1]!.finish());
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      act(() => vi.advanceTimersByTime(UPLOADS_SHOWN_DONE_MS));
      expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('removes what is stored, named for the field, and marks itself invalid on a form’s error', async () => {
    const onRemove = vi.fn();
    const { upload } = controlledUpload();
    render(
      <UploadField
        label="Headshot"
        accept="image/webp"
        upload={upload}
        preview={<img src="/h.webp" alt="Your headshot" />}
        onRemove={onRemove}
        error="Please choose a headshot."
      />,
    );
    expect(screen.getByRole('img', { name: 'Your headshot' })).toBeInTheDocument();
    const input = screen.getByLabelText(/Headshot/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please choose a headshot.');
    await userEvent.click(screen.getByRole('button', { name: /Remove\s*the headshot/ }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
