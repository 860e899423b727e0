import { useState, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A password field with a show/hide toggle whose name says what it will do. */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false);

  return (
    <div className="relative">
      <input type={visible ? 'text' : 'password'} className={cn(className, 'pr-20')} {...props} />
      <button
        type="button"
        onClick={() => setVisible((current) => !current)}
        className="absolute inset-y-0 right-0 px-4 text-xs font-medium tracking-label text-ink-700 uppercase hover:text-champagne-700"
      >
        {visible ? 'Hide' : 'Show'}
        <span className="sr-only"> password</span>
      </button>
    </div>
  );
}
