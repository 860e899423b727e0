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
      <div className="space-y-3 text-ink-700">{children}</div>
      <Button onClick={onAgain}>{againLabel}</Button>
    </div>
  );
}
