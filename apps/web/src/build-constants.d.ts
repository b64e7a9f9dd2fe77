/** Set at build by vite.config.ts (vite-plugins/contract-version.ts). */
declare const __CONTRACT_VERSION__: string;
