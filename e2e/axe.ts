import { AxeBuilder as Builder } from '@axe-core/playwright';

/**
 * The e2e tests' axe: the same rules and results as `@axe-core/playwright`'s default, run in the
 * page itself (`axe.run`, "legacy mode") instead of in parts that a second, blank tab then puts
 * together (`runPartial` + `finishRun`). The blank tab, axe injected into it again and the results
 * carried across cost more than the scan: run back to back on the same page, a scan of / took
 * 10–24 s the default way and 4–12 s this way, /blog 7–20 s against 3–7 s, with the same
 * violations and passes. What the default adds is scanning frames from other origins; our pages
 * have none (an embed is a facade until it is played), and same-origin frames are still scanned.
 */
export class AxeBuilder extends Builder {
  constructor(options: ConstructorParameters<typeof Builder>[0]) {
    super(options);
    this.setLegacyMode(true);
  }
}
