import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM } from './lib/chromium.ts';

/**
 * `npm test`: every test, in order, stopping at the first failing step —
 * type check, lint, formatting, and the database types and declarative schema against the
 * migrations (side by side), unit,
 * integration on PGlite and on a real PostgreSQL (side by side),
 * the crash check (no acknowledged write lost when the stack is killed), the first-paint bundle budget,
 * end-to-end in Debian's Chromium.
 * Ends with the plain line "Tests: N passed, N failed".
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS = path.join(ROOT, '.test-results');

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

interface Command {
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

/**
 * Commands that neither share a port, a folder nor a core's worth of work run side by side: each
 * one's output is held and printed whole when it ends, so the log reads as if they ran in turn.
 * The status is the first failing command's.
 */
async function runTogether(commands: Command[]): Promise<number> {
  const statuses = await Promise.all(
    commands.map(
      ({ command, args, env = {} }) =>
        new Promise<number>((resolve) => {
          const child = spawn(command, args, {
            cwd: ROOT,
            stdio: ['ignore', 'pipe', 'pipe'],
            env: { ...process.env, FORCE_COLOR: '1', ...env },
          });
          const output: Buffer[] = [];
          child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
          child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
          child.on('close', (code) => {
            process.stdout.write(`\n── ${[command, ...args].join(' ')} (exit ${code ?? 1})\n`);
            process.stdout.write(Buffer.concat(output));
            resolve(code ?? 1);
          });
        }),
    ),
  );
  return statuses.find((status) => status !== 0) ?? 0;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const install = 'apt-get update && apt-get install -y chromium chromium-driver';
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`Chromium is missing: ${install}`);
    if (
      run('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${install.replace('-y', '-y -qq')}`]) ===
        0 &&
      existsSync(CHROMIUM)
    )
      return;
  }
  console.error(
    `End-to-end tests need Debian's Chromium at ${CHROMIUM}. Install it with:\n  sudo sh -c '${install}'`,
  );
  process.exit(1);
}

interface Counts {
  passed: number;
  failed: number;
}
const totals: Counts = { passed: 0, failed: 0 };

function addVitest(file: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
  };
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
}

function addPlaywright(file: string) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  totals.passed += stats.expected;
  totals.failed += stats.unexpected + stats.flaky;
}

const vitestJson = (name: string) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(RESULTS, `${name}.json`)}`,
];

const steps: { name: string; run: () => number | Promise<number>; report?: () => void }[] = [
  {
    // Four single-threaded checks on two cores. The database: one scratch migration checks
    // src/types/database.ts, and a second scratch database built from supabase/schemas/ must have
    // the same catalog.
    name: 'Type check, lint, formatting, and database types and supabase/schemas/ match the migrations',
    run: () =>
      runTogether([
        { command: 'tsc', args: ['-b'] },
        { command: 'eslint', args: ['.', '--max-warnings=0'] },
        { command: 'prettier', args: ['--check', '.'] },
        { command: 'node', args: ['scripts/db-types.ts', '--check'] },
      ]),
  },
  {
    name: 'Unit tests',
    run: () =>
      run('vitest', ['run', '--project', 'unit', '--project', 'unit-mocks', ...vitestJson('unit')]),
    report: () => addVitest(path.join(RESULTS, 'unit.json')),
  },
  {
    // Each engine has its own stack, port, folder and mail catcher; the stacks mostly wait on
    // their databases, so the two runs share the machine's two cores.
    name: 'Integration tests on PGlite and on PostgreSQL',
    run: () =>
      runTogether([
        {
          command: 'vitest',
          args: ['run', '--project', 'integration', ...vitestJson('integration')],
          env: { SUPABASE_TEST_URL: '' },
        },
        {
          command: 'node',
          args: [
            'scripts/with-postgres.ts',
            'vitest',
            'run',
            '--project',
            'integration',
            ...vitestJson('integration-postgres'),
          ],
          env: { SUPABASE_TEST_URL: '', SUPABASE_TEST_PORT: '54349' },
        },
      ]),
    report: () => {
      addVitest(path.join(RESULTS, 'integration.json'));
      addVitest(path.join(RESULTS, 'integration-postgres.json'));
    },
  },
  {
    name: 'Crash check (SIGKILL mid-burst, PGlite and PostgreSQL)',
    run: () =>
      run('node', ['scripts/crash-check.ts'], {
        CRASH_JSON_OUTPUT: path.join(RESULTS, 'crash.json'),
      }),
    report: () => addVitest(path.join(RESULTS, 'crash.json')),
  },
  { name: 'First-paint bundle budget', run: () => run('node', ['scripts/check-bundle-size.ts']) },
  {
    name: 'End-to-end tests in Chromium',
    run: () => {
      ensureChromium();
      return run('playwright', ['test'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(RESULTS, 'e2e.json'),
      });
    },
    report: () => addPlaywright(path.join(RESULTS, 'e2e.json')),
  },
];

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const started = Date.now();
let failedStep: string | undefined;
for (const step of steps) {
  const stepStarted = Date.now();
  console.log(`\n━━ ${step.name}`);
  const failedBefore = totals.failed;
  let status = await step.run();
  step.report?.();
  // A runner that reports failed tests fails its step, whatever its exit code said.
  if (status === 0 && totals.failed > failedBefore) status = 1;
  console.log(
    `━━ ${step.name}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${((Date.now() - stepStarted) / 1000).toFixed(0)} s`,
  );
  if (status !== 0) {
    failedStep = step.name;
    if (totals.failed === 0) totals.failed = 1;
    break;
  }
}
console.log(
  `\nAll steps ${failedStep ? `stopped at: ${failedStep}` : 'passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedStep ? 1 : 0);
