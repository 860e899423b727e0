import path from 'node:path';
import { buildSite, firstPaintJs, readBudget, ROOT } from './lib/bundle.ts';

/**
 * Part of `npm test`: the gzip size of the JavaScript needed before React paints `/` (see
 * firstPaintJs) stays under the budget in perf-budget.json. Deterministic (bytes, not timings), so CI can assert it.
 */
const outDir = path.join(ROOT, '.perf/build-size');
const budget = readBudget();
buildSite(outDir);
const { files, gzipBytes } = firstPaintJs(outDir, '/', budget);
for (const { file, gzipBytes: bytes } of files)
  console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
const verdict = gzipBytes <= budget.firstPaintJsGzipBytes;
console.log(
  `First-paint JavaScript for /: ${(gzipBytes / 1024).toFixed(1)} KB gzip, ${gzipBytes.toLocaleString('en')} B (budget ${budget.firstPaintJsGzipBytes.toLocaleString('en')} B) — ${verdict ? 'within budget' : 'OVER BUDGET'}`,
);
process.exit(verdict ? 0 : 1);
