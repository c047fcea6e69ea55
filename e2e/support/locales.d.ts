export declare const LANGUAGES: readonly ["fr", "en", "es", "ru", "zh"];
export type Language = (typeof LANGUAGES)[number];
/** The texts the user sees, read from the same files the app ships, so tests follow the copy. */
export declare function texts(language: Language): {
    web: (key: string) => string;
    error: (key: string) => string;
    admin: (key: string) => string;
    /** A text of any namespace by `namespace:key.path`. */
    text: (id: string) => string;
    server: (key: string) => string;
};
/**
 * A text with its {{placeholders}} replaced by a pattern that matches anything, and its spaces by
 * any space: the app joins a number and its unit with a no-break space (lib/typeset.ts), and a
 * pattern is matched against the page's text as it is, where a string would be normalised.
 */
export declare function pattern(text: string): RegExp;
/** Every text of every namespace of a language (browser and server files), keyed `namespace:key.path`. */
export declare function allTexts(language: Language): Map<string, string>;
/**
 * The texts of one namespace in `language`, as the app shows them: `t('key.path', { param })` with
 * its {{placeholders}} filled; a missing key fails the test.
 */
export declare function namespaceTexts(namespace: string, language: Language): (key: string, params?: Record<string, string | number>) => string;
