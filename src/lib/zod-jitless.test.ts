// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { makeZodJitless } from '@/lib/zod-jitless';

describe('zod under the Content Security Policy', () => {
  it('runs jitless: no `new Function` probe for the policy to report', () => {
    makeZodJitless();
    expect(z.config().jitless).toBe(true);
    const Probe = globalThis.Function;
    let probed = false;
    globalThis.Function = new Proxy(Probe, {
      construct(target, args) {
        probed = true;
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      expect(z.object({ name: z.string() }).safeParse({ name: 'Ana' }).success).toBe(true);
    } finally {
      globalThis.Function = Probe;
    }
    expect(probed).toBe(false);
  });
});
