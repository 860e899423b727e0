import { performance } from 'node:perf_hooks';
import { startLocalStack } from '../supabase/local/stack.ts';
const stack = await startLocalStack({ dataDir: '/tmp/perfete-bench-dev', seed: false, port: 0, log: () => {} });
await stack.sql('set role anon');
const sqls = process.argv.slice(2);
const times: number[][] = sqls.map(() => []);
for (let round = 0; round < 20; round++) {
  for (const [i, sql] of sqls.entries()) { const t = performance.now(); await stack.query(sql); times[i]!.push(performance.now() - t); }
}
for (const [i, sql] of sqls.entries()) { const s = times[i]!.sort((a, b) => a - b); console.log(s[10]!.toFixed(1), s[18]!.toFixed(1), sql.slice(0, 140)); }
await stack.sql('reset role');
await stack.stop();
