import { spawn } from 'node:child_process';
import { DEFAULT_PORT } from '../supabase/local/keys.ts';
import { REPO_ROOT, startLocalStack } from '../supabase/local/stack.ts';

/**
 * `npm run dev`: the local Supabase on http://127.0.0.1:54321 (migrated, and seeded with the demo
 * magazine on first start) plus the Vite dev server on http://localhost:5173. Ctrl-C stops both.
 */
process.env.EXPERIMENTAL_STORAGE = '1';
process.env.LITE_TELEMETRY = '0';

const stack = await startLocalStack({
  port: DEFAULT_PORT,
  databaseUrl: process.env.SUPABASE_DB_URL,
});
console.log(`Local Supabase ready on ${stack.url}`);
if (stack.mailboxUrl) console.log(`Local mailbox (every auth email) on ${stack.mailboxUrl}`);

const vite = spawn(`${REPO_ROOT}/node_modules/.bin/vite`, ['--port', '5173', '--strictPort'], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: process.env,
});

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  vite.kill('SIGTERM');
  await stack.stop();
  process.exit(code);
}
vite.on('exit', (code) => void shutdown(code ?? 0));
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
