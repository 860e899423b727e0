import { useEffect, useRef } from 'react';

/**
 * A form's message from the server (what went wrong, or what happened), always in the page so
 * it is announced, and focused when it appears so a screen reader hears it and a keyboard user
 * continues from it. What was typed stays in the fields.
 */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | null | undefined;
  tone?: 'error' | 'success';
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  return (
    <div
      ref={ref}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
      className="outline-none"
    >
      {message ? (
        <p
          className={
            tone === 'error'
              ? 'mb-6 border-l-2 border-red-700 bg-blush-100 px-4 py-3 text-sm text-red-800'
              : 'mb-6 border-l-2 border-champagne-600 bg-ivory-100 px-4 py-3 text-sm text-ink'
          }
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
