import { startLocalStack } from '../supabase/local/stack.ts';
const stack = await startLocalStack({ dataDir: '/tmp/perfete-bench-dev', seed: false, port: 0, log: () => {} });
for (const sql of process.argv.slice(2)) console.log(JSON.stringify(await stack.query(sql)));
await stack.stop();
