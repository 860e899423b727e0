import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { renderIssueEmail, type NewsletterIssueWords } from '@/features/newsletter-issues';

/**
 * The email as subscribers will get it, rendered by the delivery function's own template, shown
 * in a sandboxed frame (no script runs in it; links open in a new tab).
 */
export function IssuePreview({
  issue,
}: {
  issue: NewsletterIssueWords & { id: string; slug: string };
}) {
  const [html, setHtml] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const show = async () => {
    setBusy(true);
    try {
      const rendered = await renderIssueEmail(issue, window.location.origin);
      setHtml(rendered.html.replace('<head>', '<head><base target="_blank">'));
    } catch (error) {
      toast({
        title: 'The preview could not be made',
        description: (error as Error).message,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="preview-heading" className="space-y-4">
      <h2 id="preview-heading" className="font-display text-2xl text-ink">
        Preview
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void show()} disabled={busy}>
          {html ? 'Refresh the preview' : 'Preview the email'}
        </Button>
        {html ? (
          <Button size="sm" onClick={() => setHtml(null)}>
            Close the preview
          </Button>
        ) : null}
      </div>
      {html ? (
        <iframe
          title="The email as subscribers will see it"
          srcDoc={html}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          className="h-[36rem] w-full border border-ink-300 bg-white"
        />
      ) : (
        <p className="text-sm text-ink-700">
          See the email as it will arrive: the same template the sending uses.
        </p>
      )}
    </section>
  );
}
