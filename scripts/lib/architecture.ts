import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The shape every feature keeps (issue #26), as checks over the source text, so a regression fails
 * `npm test` rather than waiting for the next reader: imports form no circle, components leave the
 * cache to mutation hooks, key factories live in keys.ts, files stay small, casts stay rare.
 */

export interface SourceFile {
  /** Path from the repository root, with forward slashes. */
  path: string;
  text: string;
}

const SOURCE = /\.(ts|tsx)$/;

export function readSources(root: string, folder = 'src'): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (relative: string) => {
    for (const name of readdirSync(path.join(root, relative))) {
      const child = `${relative}/${name}`;
      if (statSync(path.join(root, child)).isDirectory()) walk(child);
      else if (SOURCE.test(name))
        files.push({ path: child, text: readFileSync(path.join(root, child), 'utf8') });
    }
  };
  walk(folder);
  return files;
}

export const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes('/testing/');

/** Static imports and re-exports, type-only ones included (a type that lives in the wrong file is a circle too); not `import()`. */
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?\sfrom\s+['"]([^'"]+)['"]/g;

export function importsOf(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((match) => match[1] ?? '');
}

function resolve(from: string, specifier: string, known: ReadonlySet<string>): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`;
  else if (specifier.startsWith('.'))
    base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ])
    if (known.has(candidate)) return candidate;
  return null;
}

/** Every import circle among the files, each as the files around it (Tarjan's strongly connected components). */
export function importCircles(files: readonly SourceFile[]): string[][] {
  const known = new Set(files.map((file) => file.path));
  const edges = new Map<string, string[]>();
  for (const file of files)
    edges.set(
      file.path,
      importsOf(file.text)
        .map((specifier) => resolve(file.path, specifier, known))
        .filter((target): target is string => target !== null),
    );
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfImport = edges.get(node)?.includes(node);
      if (component.length > 1 || selfImport) circles.push(component.sort());
    }
  };
  for (const file of files) if (!index.has(file.path)) visit(file.path);
  return circles;
}

/** Component files (under a components/ folder, or any .tsx outside tests) that work the query cache themselves. */
export function cacheWorkInComponents(files: readonly SourceFile[]): string[] {
  return files
    .filter(
      (file) =>
        !isTest(file.path) &&
        file.path.endsWith('.tsx') &&
        !file.path.startsWith('src/first-screen/'),
    )
    .filter((file) =>
      /\b(invalidateQueries|setQueryData|removeQueries|resetQueries)\s*\(/.test(file.text),
    )
    .map((file) => file.path);
}

/** Key factories (`export const fooKeys =`) anywhere but a feature's keys.ts. */
export function keyFactoriesOutsideKeys(files: readonly SourceFile[]): string[] {
  return files
    .filter((file) => !file.path.endsWith('/keys.ts') && /export const \w+Keys\s*=/.test(file.text))
    .map((file) => file.path);
}

export function longFiles(
  files: readonly SourceFile[],
  folders: readonly string[],
  limit: number,
): string[] {
  return files
    .filter((file) => folders.some((folder) => file.path.startsWith(`${folder}/`)))
    .filter((file) => file.text.split('\n').length - (file.text.endsWith('\n') ? 1 : 0) > limit)
    .map((file) => file.path);
}

/** `as unknown as` outside tests, and whether the line or the one above it says why. */
export function doubleCasts(
  files: readonly SourceFile[],
): { path: string; line: number; explained: boolean }[] {
  const casts: { path: string; line: number; explained: boolean }[] = [];
  for (const file of files) {
    if (/\.test\.tsx?$/.test(file.path)) continue;
    const lines = file.text.split('\n');
    lines.forEach((text, at) => {
      if (!text.includes('as unknown as')) return;
      const explained =
        /\/\/|\/\*|\*\//.test(text) || /^\s*(\/\/|\*|\/\*)/.test(lines[at - 1] ?? '');
      casts.push({ path: file.path, line: at + 1, explained });
    });
  }
  return casts;
}

export const exists = existsSync;
