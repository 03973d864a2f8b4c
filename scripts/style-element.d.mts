// Types of style-element.mjs for the TypeScript scripts that import it.
export declare const styleElement: (css: string, attributes?: string) => string;
