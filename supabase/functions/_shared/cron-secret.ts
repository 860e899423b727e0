/** Equal secrets, compared in a time that does not depend on where they differ. */
export function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  if (b.length === 0 || a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < b.length; index += 1) difference |= a[index]! ^ b[index]!;
  return difference === 0;
}

/**
 * Whether a scheduled function's caller may run it: a POST whose bearer token is the cron
 * secret. Answers the refusal to send, or null to go on.
 */
export function refuseUnscheduled(request: Request, cronSecret: string): Response | null {
  if (request.method !== 'POST')
    return Response.json({ message: 'Use POST' }, { status: 405, headers: { Allow: 'POST' } });
  const bearer = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!sameSecret(bearer, cronSecret))
    return Response.json({ message: 'Not allowed' }, { status: 401 });
  return null;
}
