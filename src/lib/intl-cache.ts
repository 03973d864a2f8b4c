// Building an Intl formatter costs far more than using one (a list's rows and a chart's ticks format hundreds of
// values per render): each locale and options pair is built once and kept (docs/performance.md, "A first load's long tasks").
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F, O>(cache: Map<string, F>, make: (locale: string, options?: O) => F, locale: string, options?: O): F {
  const key = `${locale} ${JSON.stringify(options ?? {})}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = make(locale, options)));
  return format;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached(numberFormats, (l, o) => new Intl.NumberFormat(l, o), locale, options);

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(dateTimeFormats, (l, o) => new Intl.DateTimeFormat(l, o), locale, options);
