/** Types of build-service-worker.mjs for vite.config.ts. */
import type { Plugin } from 'vite';
export declare function serviceWorkerBuild(): Plugin;
