import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { exportSubscribersCsv } from '@/features/newsletter';

/** Hands the browser a file to save, named `name`. */
function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Every subscriber as a CSV file: address, letters, status and dates (never a token). */
export function ExportSubscribers() {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const save = async () => {
    setState('busy');
    try {
      const csv = await exportSubscribersCsv();
      download(csv, `perfete-subscribers-${new Date().toISOString().slice(0, 10)}.csv`);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="space-y-3">
      <p className="max-w-prose text-ink-700">
        One row per address: the letters, the status, the wedding date and city if given, and when
        they subscribed, confirmed, left or were suppressed. Keep the file as private as the list.
      </p>
      <Button size="sm" variant="solid" disabled={state === 'busy'} onClick={() => void save()}>
        {state === 'busy' ? 'Preparing…' : 'Download CSV'}
      </Button>
      <p aria-live="polite" className="text-sm text-red-800">
        {state === 'failed' ? 'The export didn’t download. Please try again.' : ''}
      </p>
    </div>
  );
}
