/**
 * The part of jsdom's API that scripts/check-prerender.ts and tests/support/page-words.ts use (jsdom ships no types and
 * @types/jsdom is not installed): parse HTML into a Document without running its scripts.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string)
    readonly window: { document: Document }
  }
}
