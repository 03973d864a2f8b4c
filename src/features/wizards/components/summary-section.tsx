import Edit from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  /** Opens the step that holds these fields. */
  onEdit?: () => void;
  rows: ReadonlyArray<readonly [string, ReactNode]>;
  children?: ReactNode;
}

/** One part of a wizard's summary: what was entered, as a term list, with a way back to change it. */
export function SummarySection({ title, onEdit, rows, children }: Props) {
  const { t } = useTranslation('wizards');
  return (
    <Box component="section" aria-label={title} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        {onEdit && (
          <Button size="small" startIcon={<Edit />} onClick={onEdit} aria-label={t('summary.edit', { section: title })}>
            {t('summary.editShort')}
          </Button>
        )}
      </Box>
      {children}
      {rows.length > 0 && (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: 1, m: 0 }}
        >
          {rows.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="textSecondary">
                {term}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
