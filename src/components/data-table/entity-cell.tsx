import type { ReactNode } from 'react';

/**
 * A row's first cell: a picture, a name and a line under it, as plain elements styled once by the table
 * (`rowStyles`, `.entity`) rather than two Boxes and two Typographies with their `sx`, rendered again for every
 * view of the list (docs/performance.md, "Row actions"). `fluid`: no minimum width on a phone.
 */
export function EntityCell({
  media,
  title,
  subtitle,
  fluid,
}: {
  media: ReactNode;
  title: ReactNode;
  subtitle: ReactNode;
  fluid?: boolean;
}) {
  return (
    <div className={fluid ? 'entity fluid' : 'entity'}>
      {media}
      <div className="entity-text">
        {title}
        {subtitle}
      </div>
    </div>
  );
}
