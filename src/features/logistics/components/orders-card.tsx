import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WidgetCard } from '@/components/charts/widget-card';
import { useFormatters } from '@/lib/use-formatters';
import { orderStages, type OrderStage, type Party } from '../api/types';
import type { WidgetState } from './widget-state';

/** One end of an order's trip: a dot on the line, who, where and when. */
function Stop({ role, party, last }: { role: 'sender' | 'receiver'; party: Party; last?: boolean }) {
  const { t } = useTranslation('logistics');
  const fmt = useFormatters();
  const tone = role === 'sender' ? 'success' : 'primary';
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, position: 'relative', pb: last ? 0 : 2 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.5 }} aria-hidden>
        <Box
          sx={{
            inlineSize: 12,
            blockSize: 12,
            borderRadius: '50%',
            border: 3,
            borderColor: `${tone}.main`,
            bgcolor: 'background.paper',
          }}
        />
        {!last && (
          <Box sx={{ flex: 1, borderInlineStart: 1, borderStyle: 'dashed', borderColor: 'divider', mt: 0.5 }} />
        )}
      </Box>
      <Box sx={{ minInlineSize: 0 }}>
        <Typography variant="overline" color="textSecondary" sx={{ lineHeight: 1.5, display: 'block' }}>
          {t(`orders.${role}`)}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          <bdi>{party.name}</bdi>
        </Typography>
        <Typography variant="body2" color="textSecondary">
          <bdi>{party.city}</bdi> ·{' '}
          {fmt.date(party.at, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })}
        </Typography>
      </Box>
    </Box>
  );
}

/** Orders by stage, each a timeline from its sender to its receiver. */
export function OrdersCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('logistics');
  const [stage, setStage] = useState<OrderStage>('new');
  const orders = data?.orders[stage] ?? [];
  const count = data ? orderStages.reduce((s, k) => s + data.orders[k].length, 0) : 0;
  return (
    <WidgetCard
      title={t('orders.title')}
      subtitle={data && t('orders.subtitle', { count })}
      subtitleFromData
      height={520}
      loading={!data}
      onRetry={onRetry}
    >
      <Tabs
        value={stage}
        onChange={(_, next: OrderStage) => setStage(next)}
        aria-label={t('orders.tabsLabel')}
        variant="fullWidth"
        sx={{ mb: 2, borderBlockEnd: 1, borderColor: 'divider' }}
      >
        {orderStages.map((key) => (
          <Tab
            key={key}
            value={key}
            label={t(`orders.tabs.${key}`)}
            id={`orders-tab-${key}`}
            aria-controls="orders-panel"
            // Three stages share a third of the page: sentence case and narrow padding keep each on one line.
            sx={{ minInlineSize: 0, paddingInline: 1, textTransform: 'none' }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="orders-panel" aria-labelledby={`orders-tab-${stage}`}>
        {orders.map((o, i) => (
          <Box
            key={o.id}
            component="section"
            aria-label={t('orders.order', { reference: o.reference })}
            sx={{ py: 1.5, ...(i > 0 && { borderBlockStart: '1px dashed', borderColor: 'divider' }) }}
          >
            <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              <Stop role="sender" party={o.sender} />
              <Stop role="receiver" party={o.receiver} last />
            </Box>
          </Box>
        ))}
      </Box>
    </WidgetCard>
  );
}
