import type { ChipTone } from './tonal-chip';

/**
 * The catalogue's categories (docs/spec.md §3), shared by the e-commerce products and the sales table: the paths of
 * MUI's Devices, Headphones, DirectionsRun, WorkOutline, Chair and SportsEsports icons, outlined, as one path each
 * (`category-icon.test.tsx` checks them against the icons themselves), and the category's tone.
 */
export const categoryIcons: Record<string, [path: string, tone: ChipTone]> = {
  Electronics: [
    'M4 6h18V4H4c-1.1 0-2 .9-2 2v11H0v3h14v-3H4zm19 2h-6c-.55 0-1 .45-1 1v10c0 .55.45 1 1 1h6c.55 0 1-.45 1-1V9c0-.55-.45-1-1-1m-1 9h-4v-7h4z',
    'info',
  ],
  Accessories: [
    'M12 3c-4.97 0-9 4.03-9 9v7c0 1.1.9 2 2 2h4v-8H5v-1c0-3.87 3.13-7 7-7s7 3.13 7 7v1h-4v8h4c1.1 0 2-.9 2-2v-7c0-4.97-4.03-9-9-9M7 15v4H5v-4zm12 4h-2v-4h2z',
    'primary',
  ],
  Shoes: [
    'M13.49 5.48c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m-3.6 13.9 1-4.4 2.1 2v6h2v-7.5l-2.1-2 .6-3c1.3 1.5 3.3 2.5 5.5 2.5v-2c-1.9 0-3.5-1-4.3-2.4l-1-1.6c-.4-.6-1-1-1.7-1-.3 0-.5.1-.8.1l-5.2 2.2v4.7h2v-3.4l1.8-.7-1.6 8.1-4.9-1-.4 2z',
    'success',
  ],
  Office: [
    'M14 6V4h-4v2zM4 8v11h16V8zm16-2c1.11 0 2 .89 2 2v11c0 1.11-.89 2-2 2H4c-1.11 0-2-.89-2-2l.01-11c0-1.11.88-2 1.99-2h4V4c0-1.11.89-2 2-2h4c1.11 0 2 .89 2 2v2z',
    'secondary',
  ],
  'Home Decor': [
    'M20 8V6c0-1.65-1.35-3-3-3H7C5.35 3 4 4.35 4 6v2c-1.65 0-3 1.35-3 3v5c0 1.65 1.35 3 3 3v1c0 .55.45 1 1 1s1-.45 1-1v-1h12v1c0 .55.45 1 1 1s1-.45 1-1v-1c1.65 0 3-1.35 3-3v-5c0-1.65-1.35-3-3-3M6 6c0-.55.45-1 1-1h10c.55 0 1 .45 1 1v2.78c-.61.55-1 1.34-1 2.22v2H7v-2c0-.88-.39-1.67-1-2.22zm15 10c0 .55-.45 1-1 1H4c-.55 0-1-.45-1-1v-5c0-.55.45-1 1-1s1 .45 1 1v4h14v-4c0-.55.45-1 1-1s1 .45 1 1z',
    'warning',
  ],
  Games: [
    'm21.58 16.09-1.09-7.66C20.21 6.46 18.52 5 16.53 5H7.47C5.48 5 3.79 6.46 3.51 8.43l-1.09 7.66C2.2 17.63 3.39 19 4.94 19c.68 0 1.32-.27 1.8-.75L9 16h6l2.25 2.25c.48.48 1.13.75 1.8.75 1.56 0 2.75-1.37 2.53-2.91m-2.1.72c-.08.09-.21.19-.42.19-.15 0-.29-.06-.39-.16L15.83 14H8.17l-2.84 2.84c-.1.1-.24.16-.39.16-.21 0-.34-.1-.42-.19s-.16-.23-.13-.44l1.09-7.66C5.63 7.74 6.48 7 7.47 7h9.06c.99 0 1.84.74 1.98 1.72l1.09 7.66c.03.2-.05.34-.12.43M9 8H8v2H6v1h2v2h1v-2h2v-1H9zM16 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0M14 9a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    'error',
  ],
};

/**
 * The product's picture, or its category's icon when it has none (the sample data carries no image): one plain
 * element styled in the theme's global styles (`categoryIconStyles`).
 */
export function CategoryIcon({
  category,
  image,
  size = 38,
}: {
  category: string;
  image?: string | null;
  size?: number;
}) {
  // An unknown category: the devices icon in the brand's tone.
  const [path, tone] = categoryIcons[category] ?? [categoryIcons.Electronics![0], 'primary'];
  return (
    <span className="category-icon" data-tone={tone} style={{ inlineSize: size, blockSize: size }} aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false">
        <path d={path} />
      </svg>
      {image && <img src={image} alt="" onError={(event) => (event.currentTarget.hidden = true)} />}
    </span>
  );
}
