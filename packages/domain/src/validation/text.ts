/**
 * A character PostgreSQL cannot store in text: NUL (text refuses it; PGlite cuts the text there), or
 * half of a UTF-16 surrogate pair, which has no UTF-8 encoding (the driver writes U+FFFD in its
 * place, and jsonb refuses its \ud800 escape).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text can be stored as it is: no NUL, and every surrogate in a whole pair (an emoji is). */
export const isStorableText = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);
