import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormatters } from '@/lib/use-formatters';

export interface TimelineEvent {
  id: number;
  /** ISO date and time. */
  date: string;
  title: string;
  detail: string;
  tone: 'primary' | 'success' | 'info' | 'warning' | 'error';
}

/**
 * Events newest first, on a vertical line of tinted dots (the line sits at the reading start: RTL mirrors it). With
 * `grow` (in a WidgetCard that grows), the events share the card's height, the line unbroken between them.
 */
export function TimelineList({ events, label, grow }: { events: TimelineEvent[]; label: string; grow?: boolean }) {
  const fmt = useFormatters();
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', m: 0, p: 0, ...(grow && { flex: 1, display: 'flex', flexDirection: 'column' }) }}
      aria-label={label}
    >
      {events.map((a, i, all) => (
        <Box
          component="li"
          key={a.id}
          sx={{
            position: 'relative',
            paddingInlineStart: 4,
            pb: i === all.length - 1 ? 0 : 2.5,
            flexGrow: grow && i < all.length - 1 ? 1 : 0,
            // The line joins each dot to the next one.
            '&::before':
              i === all.length - 1
                ? undefined
                : {
                    content: '""',
                    position: 'absolute',
                    insetInlineStart: 5,
                    insetBlock: '14px 0',
                    borderInlineStart: 1,
                    borderColor: 'divider',
                  },
          }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              insetInlineStart: 0,
              insetBlockStart: 4,
              inlineSize: 12,
              blockSize: 12,
              borderRadius: '50%',
              bgcolor: `${a.tone}.main`,
              boxShadow: `0 0 0 3px rgba(var(--mui-palette-${a.tone}-mainChannel) / 0.16)`,
            }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}>
            <Typography variant="subtitle2" component="p">
              {a.title}
            </Typography>
            <Typography variant="caption" color="textSecondary" component="time" dateTime={a.date}>
              {fmt.dateTime(a.date)}
            </Typography>
          </Box>
          <Typography variant="body2" color="textSecondary">
            {a.detail}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
