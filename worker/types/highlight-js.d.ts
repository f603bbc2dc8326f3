/**
 * The part of highlight.js the worker uses, typed here because the package's own
 * types start with `/// <reference lib="dom" />`: loaded into the worker program
 * they bring the browser's globals and hide workerd's (caches.default,
 * crypto.subtle.timingSafeEqual). tsconfig.worker.json maps highlight.js here;
 * the web program keeps the package's full types.
 */
export interface LanguageFn {
  (hljs?: HLJSApi): unknown;
}

export interface HLJSApi {
  highlight(code: string, options: { language: string; ignoreIllegals?: boolean }): { value: string };
  getLanguage(name: string): unknown;
  registerLanguage(name: string, language: LanguageFn): void;
  registerAliases(aliases: string | string[], options: { languageName: string }): void;
}

declare const grammarOrCore: HLJSApi & LanguageFn;
export default grammarOrCore;
