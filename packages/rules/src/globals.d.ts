/**
 * The only platform globals the shared rules use, as both browsers and Node (20+) provide them.
 * The package compiles without the DOM and Node type libraries, so a rule that reaches for anything
 * else (window, document, process, Buffer…) fails to type-check instead of breaking one side.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
}
declare class URLSearchParams {
  constructor(init?: string);
  get(name: string): string | null;
}
declare function structuredClone<T>(value: T): T;
