export declare const CONTRACT_VERSION_ENV: 'FAIRWAY_CONTRACT_VERSION';
export declare function contractVersion(env?: Record<string, string | undefined>): string;
