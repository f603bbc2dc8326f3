/** Types of build-worker.mjs for the TypeScript tests that build the worker. */
export declare const WORKER_OUT: string;
export declare function buildWorker(options?: { outDir?: string }): Promise<{
  file: string;
  /** modules at the script's top level */
  entryInputs: string[];
  /** modules inside the site's function */
  siteInputs: string[];
  siteRequires: string[];
}>;
