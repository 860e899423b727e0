import { highlightParts } from '../lib/search-terms';

/** Text with the searched-for words wrapped in <mark>; rendered as text, never as HTML. */
export function Highlight({ text, terms }: { text: string; terms?: readonly string[] }) {
  if (!terms || terms.length === 0) return <>{text}</>;
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.match ? (
          <mark key={index} className="bg-blush-300/70 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
