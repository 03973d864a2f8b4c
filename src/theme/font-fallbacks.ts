/** The local faces of font-fallbacks.css, in the order the theme's font stack tries them after Public Sans. */
export const publicSansFallbacks = '"Public Sans Fallback: Arial", "Public Sans Fallback: Roboto"';
