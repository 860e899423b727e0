// @vitest-environment node
import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { loadedPreloads } from './loaded-preloads.ts';

type Chunk = { isEntry?: boolean; facade?: string; imports?: string[]; dynamicImports?: string[] };

/** A bundle as generateBundle sees it: only what the plugin reads. */
function bundleOf(chunks: Record<string, Chunk>): OutputBundle {
  return Object.fromEntries(
    Object.entries(chunks).map(([file, chunk]) => [
      file,
      {
        type: 'chunk',
        fileName: file,
        isEntry: chunk.isEntry ?? false,
        facadeModuleId: chunk.facade ?? null,
        imports: chunk.imports ?? [],
        dynamicImports: chunk.dynamicImports ?? [],
      },
    ]),
  ) as unknown as OutputBundle;
}

/** The app's shape: an entry that imports React and the boot lazily; the boot, a page, a menu. */
const APP = bundleOf({
  'index.js': { isEntry: true, imports: ['helper.js'], dynamicImports: ['client.js', 'boot.js'] },
  'helper.js': {},
  'client.js': { imports: ['react.js'] },
  'react.js': {},
  'boot.js': {
    facade: '/app/src/boot.tsx',
    imports: ['react.js', 'libs.js', 'utils.js'],
    dynamicImports: ['page.js'],
  },
  'libs.js': { imports: ['react.js'] },
  'utils.js': {},
  'page.js': { imports: ['libs.js', 'utils.js', 'cards.js'], dynamicImports: ['menu.js'] },
  'cards.js': {},
  'menu.js': { imports: ['utils.js', 'cards.js'] },
});

function loaded(bundle: OutputBundle) {
  const preloads = loadedPreloads();
  const { generateBundle } = preloads.plugin as unknown as {
    generateBundle: { handler: (options: unknown, bundle: OutputBundle) => void };
  };
  generateBundle.handler({}, bundle);
  return preloads.without;
}

describe('loadedPreloads', () => {
  it('leaves out of a lazy import the chunks the boot has loaded, keeping the rest', () => {
    const without = loaded(APP);
    expect(without('boot.js', 'js', ['page.js', 'libs.js', 'utils.js', 'cards.js'])).toEqual([
      'page.js',
      'cards.js',
    ]);
    // A chunk that runs after the boot: the same.
    expect(without('page.js', 'js', ['menu.js', 'utils.js', 'cards.js'])).toEqual([
      'menu.js',
      'cards.js',
    ]);
  });

  it('keeps whole what can run before the boot: the entry, its imports, index.html', () => {
    const without = loaded(APP);
    const bootDeps = ['boot.js', 'react.js', 'libs.js', 'utils.js'];
    expect(without('index.js', 'js', bootDeps)).toEqual(bootDeps);
    expect(without('client.js', 'js', ['react.js'])).toEqual(['react.js']);
    expect(without('index.html', 'html', bootDeps)).toEqual(bootDeps);
  });

  it('leaves every list whole in a build without the boot', () => {
    const without = loaded(bundleOf({ 'index.js': { isEntry: true }, 'utils.js': {} }));
    expect(without('page.js', 'js', ['utils.js'])).toEqual(['utils.js']);
  });
});
