import { useState } from 'react';
import { CONTROL_CLASS, FormField } from '@/components/form';
import { useCreateWriter } from '../api/create-writer';
import type { Writer } from '../api/get-writers';

const NAME_MAX = 200;
const BIO_MAX = 600;
const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/**
 * Adds a writer who never signs in: a name, a short bio and a picture's web address. Typed text
 * stays on a failure; `onAdded` hands on the new writer (the editor offers them as the author,
 * without choosing them).
 */
export function AddWriterForm({ onAdded }: { onAdded: (writer: Writer) => void }) {
  const create = useCreateWriter();
  const [name, setName] = useState('');
  const [bio, setBio] = useState('');
  const [avatar, setAvatar] = useState('');
  const [tried, setTried] = useState(false);
  const nameError = tried && name.trim() === '' ? 'Enter the writer’s name.' : undefined;
  const avatarError =
    tried && avatar.trim() !== '' && !WEB_ADDRESS.test(avatar.trim())
      ? 'Enter a web address starting with https://.'
      : undefined;

  const submit = () => {
    setTried(true);
    if (name.trim() === '' || (avatar.trim() !== '' && !WEB_ADDRESS.test(avatar.trim()))) return;
    create.mutate(
      { name: name.trim(), bio: bio.trim() || null, avatarUrl: avatar.trim() || null },
      {
        onSuccess: (writer) => {
          setName('');
          setBio('');
          setAvatar('');
          setTried(false);
          onAdded(writer);
        },
      },
    );
  };

  return (
    // A group, not a form: it sits inside the editor's settings (forms do not nest).
    <div role="group" aria-label="Add a writer" className="space-y-4">
      <FormField label="Writer’s name" error={nameError}>
        {(control) => (
          <input
            {...control}
            value={name}
            maxLength={NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            className={CONTROL_CLASS}
          />
        )}
      </FormField>
      <FormField label="Short bio" optional count={{ length: bio.length, max: BIO_MAX }}>
        {(control) => (
          <textarea
            {...control}
            value={bio}
            maxLength={BIO_MAX}
            onChange={(event) => setBio(event.target.value)}
            className={`${CONTROL_CLASS} min-h-20`}
          />
        )}
      </FormField>
      <FormField label="Picture’s web address" optional error={avatarError}>
        {(control) => (
          <input
            {...control}
            type="url"
            value={avatar}
            onChange={(event) => setAvatar(event.target.value)}
            className={CONTROL_CLASS}
          />
        )}
      </FormField>
      {create.isError ? (
        <p role="alert" className="text-sm text-red-800">
          The writer could not be added. Try again.
        </p>
      ) : null}
      <button
        type="button"
        onClick={submit}
        disabled={create.isPending}
        className="inline-flex min-h-11 items-center border border-ink px-4 text-sm text-ink hover:bg-ivory-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:opacity-50"
      >
        {create.isPending ? 'Adding…' : 'Add writer'}
      </button>
    </div>
  );
}
