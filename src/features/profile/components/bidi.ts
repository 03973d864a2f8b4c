/** Bidi isolation: a Latin value ("290 h", a team name) keeps its own order and punctuation inside Arabic text. */
export const isolate = (text: string) => `\u2068${text}\u2069`;
