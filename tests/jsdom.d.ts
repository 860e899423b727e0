// jsdom ships no types and @types/jsdom is not installed: the little the feeds test uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(markup: string, options?: { contentType?: string });
    readonly window: Window & typeof globalThis;
  }
}
