import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { ShippingStep } from '../api/order-details';

export function ShippingTimeline({ steps }: { steps: ShippingStep[] }) {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  return (
    <Card>
      <CardHeader title={t('orderDetails.activity')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {steps.map((s, i) => (
            <Box
              component="li"
              key={s.key}
              sx={{
                position: 'relative',
                paddingInlineStart: 4,
                pb: i === steps.length - 1 ? 0 : 3,
                // The last step keeps a transparent line so its dot and text align with the others.
                borderInlineStart: '2px solid',
                borderColor: i === steps.length - 1 ? 'transparent' : s.done ? 'primary.main' : 'divider',
                marginInlineStart: 1,
              }}
            >
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  insetInlineStart: -7,
                  insetBlockStart: 0,
                  inlineSize: 12,
                  blockSize: 12,
                  borderRadius: '50%',
                  bgcolor: s.done ? 'primary.main' : 'background.paper',
                  border: '2px solid',
                  borderColor: s.done ? 'primary.main' : 'text.disabled',
                }}
              />
              <Typography variant="body2" sx={{ fontWeight: 600, mt: -0.5 }}>
                {t(`orderDetails.steps.${s.key}`)}
                <Box
                  component="span"
                  sx={{ position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}
                >
                  {s.done ? t('orderDetails.stepDone') : t('orderDetails.stepPending')}
                </Box>
              </Typography>
              <Typography variant="caption" color="textSecondary">
                {s.at ? fmt.dateTime(s.at) : t('orderDetails.stepPending')}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
