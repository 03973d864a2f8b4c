import { useFormatters } from '@/lib/use-formatters';

/** A file's size in the reader's language: "1,3 Mo", "214 kB", "96 ك.ب" (Intl's byte units). */
export function useFileSize() {
  const fmt = useFormatters();
  return (bytes: number) => {
    const [value, unit] =
      bytes >= 1024 * 1024
        ? [bytes / (1024 * 1024), 'megabyte']
        : bytes >= 1024
          ? [bytes / 1024, 'kilobyte']
          : [bytes, 'byte'];
    return fmt.number(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
  };
}
