export declare function indexText(text: string): string;
export declare function matchExpression(query: string): string | null;
export declare function markdownToText(markdown: string): string;
