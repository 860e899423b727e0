import ogs from 'open-graph-scraper';
import sdtt, {
  type StructuredDataTestReport,
  type StructuredDataTestResult,
} from 'structured-data-testing-tool';
import presets from 'structured-data-testing-tool/presets.js';
import { expect, test } from './test.ts';

// CommonJS modules whose exports Node cannot name from an ES module: read from their default.
const { Google, Twitter, Facebook } = presets;

/**
 * Clients no one here wrote (#42) read every public page type as the site function serves it, with
 * no JavaScript run: open-graph-scraper (what link unfurlers read) and structured-data-testing-tool
 * with its Google, Twitter and Facebook presets. Neither may report a failure.
 */
const PAGES = [
  '/',
  '/blog/olive-grove-long-table-wedding-lucca',
  '/blog/real-weddings',
  '/blog',
  '/blog/trends',
  '/index',
  '/index?category=photography',
  '/index/maison-aubrac-planning',
  '/index/tenuta-bellandi',
  '/venues',
  '/venues?type=Hotel',
  '/nybfw',
  '/membership',
  '/about',
  '/contact',
  '/writers/theo-ashcombe',
];

const describeFailure = (result: StructuredDataTestResult) =>
  `${result.group ?? result.schema ?? ''}: ${result.description ?? result.test}`;

/** structured-data-testing-tool's failures (it rejects with its report when there are any). */
async function structuredDataFailures(html: string): Promise<string[]> {
  try {
    const report = await sdtt.structuredDataTest(html, { presets: [Google, Twitter, Facebook] });
    return report.failed.map(describeFailure);
  } catch (error) {
    const report = (error as { res?: StructuredDataTestReport }).res;
    if (!report) throw error;
    return report.failed.map(describeFailure);
  }
}

test.describe('validators read every public page type without JavaScript @one-width', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const path of PAGES) {
    test(`${path}: open-graph-scraper and structured-data-testing-tool find no failure`, async ({
      request,
    }) => {
      const response = await request.get(path, { headers: { Accept: 'text/html' } });
      expect(response.status()).toBe(200);
      const html = await response.text();

      const { error, result } = await ogs({ html });
      expect(error).toBe(false);
      expect(result.ogTitle).toBeTruthy();
      expect(result.ogDescription).toBeTruthy();
      expect(result.ogUrl).toMatch(/^https?:\/\//);
      expect(result.twitterCard).toBeTruthy();

      expect(await structuredDataFailures(html)).toEqual([]);
    });
  }
});
