// Types of chromium.mjs for the TypeScript files that import it (the Playwright config, shell-styles.ts).
export declare const chromiumBinaries: string[];
export declare const headlessChromium: () => string;
export declare const fullChromium: string;
export declare const chromiumArgs: string[];
