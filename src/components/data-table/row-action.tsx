import { Hint } from '@/components/hint';

/**
 * The paths of MUI's EditOutlined, DeleteOutlined and VisibilityOutlined icons (`row-action.test.tsx` checks them
 * against the icons themselves).
 */
export const rowActionIcons = {
  edit: 'm14.06 9.02.92.92L5.92 19H5v-.92zM17.66 3c-.25 0-.51.1-.7.29l-1.83 1.83 3.75 3.75 1.83-1.83c.39-.39.39-1.02 0-1.41l-2.34-2.34c-.2-.2-.45-.29-.71-.29m-3.6 3.19L3 17.25V21h3.75L17.81 9.94z',
  delete: 'M16 9v10H8V9zm-1.5-6h-5l-1 1H5v2h14V4h-3.5zM18 7H6v12c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2z',
  view: 'M12 6c3.79 0 7.17 2.13 8.82 5.5C19.17 14.87 15.79 17 12 17s-7.17-2.13-8.82-5.5C4.83 8.13 8.21 6 12 6m0-2C7 4 2.73 7.11 1 11.5 2.73 15.89 7 19 12 19s9.27-3.11 11-7.5C21.27 7.11 17 4 12 4m0 5c1.38 0 2.5 1.12 2.5 2.5S13.38 14 12 14s-2.5-1.12-2.5-2.5S10.62 9 12 9m0-2c-2.48 0-4.5 2.02-4.5 4.5S9.52 16 12 16s4.5-2.02 4.5-4.5S14.48 7 12 7',
} as const;

type Action = { label: string; icon: keyof typeof rowActionIcons } & (
  { to: string; onClick?: never; preload?: never } | { to?: never; onClick: () => void; preload?: () => void }
);

/**
 * A row's icon action (open, edit, delete): MUI's small IconButton drawn as a plain link or button, styled once by
 * the table (`rowStyles`, `.row-action`). The IconButton with its icon is about ten components, two a row, rendered
 * again for every search keystroke, sort and page change (docs/performance.md, "Row actions"). The link is a plain
 * anchor the table follows through the router (`useFollowLinks`): a `Link` would render again on every change of
 * the address (docs/performance.md, "Plain links"). Its hint is a `Hint`, mounted on the first hover or focus;
 * `preload` starts loading what the action opens (the delete dialog).
 */
export function RowAction({ label, icon, to, onClick, preload }: Action) {
  const drawing = (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={rowActionIcons[icon]} />
    </svg>
  );
  return (
    <Hint title={label}>
      {to ? (
        <a className="row-action" href={to} data-route="" aria-label={label}>
          {drawing}
        </a>
      ) : (
        <button
          type="button"
          className="row-action"
          aria-label={label}
          onClick={onClick}
          onPointerEnter={preload}
          onFocus={preload}
        >
          {drawing}
        </button>
      )}
    </Hint>
  );
}
