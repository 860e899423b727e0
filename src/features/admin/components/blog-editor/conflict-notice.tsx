import { Button } from '@/components/ui/button';

/** Someone else saved first: load their version, or save these words over theirs, knowingly. */
export function ConflictNotice({
  onLoadTheirs,
  onKeepMine,
}: {
  onLoadTheirs: () => void;
  onKeepMine: () => void;
}) {
  return (
    <div role="alert" className="space-y-3 border border-red-700 bg-ivory-50 p-4">
      <p className="text-ink">
        Someone else saved this post since you opened it. Nothing of theirs was overwritten; your
        words are kept on this device.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="solid" onClick={onLoadTheirs}>
          Load their version
        </Button>
        <Button size="sm" onClick={onKeepMine}>
          Save mine over theirs
        </Button>
      </div>
    </div>
  );
}
