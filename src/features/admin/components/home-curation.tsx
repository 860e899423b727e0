/** Built by issue 15. */
export function HomeCuration() {
  return <p className="text-ink-700">Coming soon.</p>;
}
