/**
 * Retries for the seed's HTTP calls to the local stack. Under heavy load a keep-alive socket can be
 * closed by the server just as the client reuses it ("fetch failed"); every call retried here is
 * idempotent (upserts, storage upserts, or a sign-up that falls back to signing in).
 */
const ATTEMPTS = 4;

export async function withRetry<T>(label: string, attempt: () => Promise<T>): Promise<T> {
  let lastError: unknown;
  for (let index = 0; index < ATTEMPTS; index += 1) {
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
      if (index < ATTEMPTS - 1)
        await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** index));
    }
  }
  const cause =
    lastError instanceof Error && lastError.cause ? ` (cause: ${String(lastError.cause)})` : '';
  throw new Error(
    `${label} failed after ${ATTEMPTS} attempts: ${lastError instanceof Error ? lastError.message : String(lastError)}${cause}`,
    {
      cause: lastError,
    },
  );
}
