import type { ReactNode } from 'react';

/** The narrow, centred column of the account pages that are not /login (reset, email links). */
export function AuthPageFrame({ children }: { children: ReactNode }) {
  return (
    <section className="flex justify-center px-gutter py-12 md:py-20">
      <div className="w-full max-w-md">{children}</div>
    </section>
  );
}
