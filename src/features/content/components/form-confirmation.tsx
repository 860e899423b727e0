import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** Replaces a sent form: a heading that takes focus (so it is announced), a note, a way back. */
export function FormConfirmation({
  title,
  children,
  againLabel,
  onAgain,
}: {
  title: string;
  children: ReactNode;
  againLabel: string;
  onAgain: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="status"
      className="flex flex-col items-start gap-4 border border-champagne-300 bg-ivory-100 p-8 md:p-10"
    >
      <p aria-hidden="true" className="font-display text-4xl text-champagne-600">
        ❦
      </p>
      <h2 ref={heading} tabIndex={-1} className="font-display text-3xl text-ink focus:outline-none">
        {title}
      </h2>
      <div className="text-ink-700">{children}</div>
      <Button onClick={onAgain}>{againLabel}</Button>
    </div>
  );
}

/** A send that failed: what happened, and that nothing typed is lost. */
/** Shown when the database's hourly throttle refused the form (src/config/throttles.ts). */
export const SEND_THROTTLED =
  'You’ve sent several of these from this email address in the last hour — please try again later. Everything you wrote is still here.';

export function SendError({ throttled = false }: { throttled?: boolean }) {
  return (
    <p role="alert" className="border-l-2 border-red-800 bg-blush-100 px-4 py-3 text-sm text-ink">
      {throttled
        ? SEND_THROTTLED
        : 'We couldn’t send this just now. Everything you wrote is still here — please try again in a moment.'}
    </p>
  );
}
