import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CONTROL_CLASS, FormField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { adminBlogPath } from '@/config/paths';
import { useCreatePost } from '@/features/posts';
import { TITLE_MAX } from './limits';

/** /admin/blog (no id): asks for a title, creates a draft and opens it. */
export function NewPost() {
  const navigate = useNavigate();
  const create = useCreatePost();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return setError('Please give the story a title.');
    try {
      const id = await create.mutateAsync(trimmed);
      navigate(adminBlogPath(id), { replace: true });
    } catch (failure) {
      setError(`The draft was not created: ${(failure as Error).message}`);
    }
  };
  const busy = create.isPending || create.isSuccess;
  return (
    <form onSubmit={submit} noValidate className="max-w-measure space-y-6">
      <FormField label="Title" error={error} count={{ length: title.length, max: TITLE_MAX }}>
        {(control) => (
          <input
            {...control}
            value={title}
            maxLength={TITLE_MAX}
            onChange={(event) => setTitle(event.target.value)}
            className={`${CONTROL_CLASS} font-display text-2xl`}
          />
        )}
      </FormField>
      <Button type="submit" variant="solid" disabled={busy}>
        {busy ? 'Creating…' : 'Start writing'}
      </Button>
    </form>
  );
}
