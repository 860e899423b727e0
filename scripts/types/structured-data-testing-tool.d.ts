/** The part of structured-data-testing-tool (CommonJS, untyped) that e2e/validators.spec.ts uses. */
declare module 'structured-data-testing-tool' {
  export interface StructuredDataTestResult {
    group?: string;
    test: string;
    description?: string;
    schema?: string;
    passed: boolean;
    error?: { type: string; message: string };
  }
  export interface StructuredDataTestReport {
    passed: StructuredDataTestResult[];
    failed: StructuredDataTestResult[];
    warnings: StructuredDataTestResult[];
    schemas: string[];
  }
  export interface Preset {
    name: string;
  }
  /** Resolves with the report; rejects (type 'VALIDATION_FAILED', `res` the report) on a failure. */
  const sdtt: {
    structuredDataTest(
      input: string,
      options: { presets: Preset[] },
    ): Promise<StructuredDataTestReport>;
  };
  export default sdtt;
}

declare module 'structured-data-testing-tool/presets.js' {
  import type { Preset } from 'structured-data-testing-tool';
  const presets: { Google: Preset; Twitter: Preset; Facebook: Preset };
  export default presets;
}
