// A `<style>` element for CSS written into an HTML file by the build: the CSS cannot end the element early.

/** `<style{attributes}>css</style>`, with any `</style` inside the CSS escaped. */
export const styleElement = (css, attributes = '') =>
  `<style${attributes}>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
