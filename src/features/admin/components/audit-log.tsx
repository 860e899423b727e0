/** Built by issue 15. */
export function AuditLog() {
  return <p className="text-ink-700">Coming soon.</p>;
}
