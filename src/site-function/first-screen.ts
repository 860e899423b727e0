import { configForPath, FIRST_SCREEN_CONFIG_ID } from '@/first-screen/config-block';
import type { FirstScreenConfig } from '@/first-screen/types';
import { scriptJson } from './head';

const BLOCK = new RegExp(
  `(<script type="application/json" id="${FIRST_SCREEN_CONFIG_ID}">)([\\s\\S]*?)(</script>)`,
);

/**
 * index.html with its first-screen data trimmed to the page at `pathname` (issue #30): the build
 * writes every page's templates and static screens into one block (~20 KB gzip); each page needs
 * its own (a few KB). Without the block, or with one it cannot read, the HTML is left as it is.
 */
export function withPageFirstScreen(html: string, pathname: string): string {
  const match = BLOCK.exec(html);
  if (!match) return html;
  let config: FirstScreenConfig;
  try {
    config = JSON.parse(match[2]!) as FirstScreenConfig;
  } catch {
    return html;
  }
  const trimmed = scriptJson(configForPath(config, pathname));
  return html.replace(BLOCK, () => `${match[1]}${trimmed}${match[3]}`);
}
