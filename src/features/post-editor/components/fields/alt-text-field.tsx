import { TextField } from '@/components/form';

/** Required before publishing; flagged in words while empty. */
export const ALT_TEXT_MISSING =
  'Required before publishing: describe the picture for readers who cannot see it.';

export function AltTextField({
  label = 'Alt text',
  value,
  onChange,
}: {
  label?: string;
  value: string;
  onChange: (alt: string) => void;
}) {
  return (
    <TextField
      label={label}
      value={value}
      error={value.trim() ? undefined : ALT_TEXT_MISSING}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
