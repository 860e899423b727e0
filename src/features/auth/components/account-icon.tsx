import type { ComponentProps } from 'react';

/** A person in a circle; decorative (the button around it carries the name). */
export function AccountIcon(props: ComponentProps<'svg'>) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" {...props}>
      <circle cx="12" cy="12" r="10.25" strokeWidth="1.25" />
      <circle cx="12" cy="9.5" r="3.5" strokeWidth="1.25" />
      <path d="M5.6 18.6c1.4-2.3 3.7-3.6 6.4-3.6s5 1.3 6.4 3.6" strokeWidth="1.25" />
    </svg>
  );
}
