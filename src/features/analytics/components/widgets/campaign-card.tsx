import Block from '@mui/icons-material/Block';
import DoneAll from '@mui/icons-material/DoneAll';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import MailOutline from '@mui/icons-material/MailOutlined';
import MarkEmailRead from '@mui/icons-material/MarkEmailReadOutlined';
import Mouse from '@mui/icons-material/MouseOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { spreadRows, WidgetCard } from '@/components/charts/widget-card';
import { useFormatters } from '@/lib/use-formatters';
import type { CampaignStep, Tone } from '../../api/dashboard-types';
import { listHeight, type WidgetState } from './widget-state';
import { tinted } from '@/theme/accent';

const looks: Record<CampaignStep, { icon: typeof Block; tone: Tone }> = {
  sent: { icon: MailOutline, tone: 'primary' },
  opened: { icon: MarkEmailRead, tone: 'info' },
  clicked: { icon: Mouse, tone: 'warning' },
  subscribed: { icon: DoneAll, tone: 'success' },
  bounced: { icon: ErrorOutline, tone: 'error' },
  unsubscribed: { icon: Block, tone: 'error' },
};

/** This month's e-mail campaign, step by step: how many e-mails and their share of those sent. */
export function CampaignCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('analytics');
  const fmt = useFormatters();
  const campaign = data?.campaign;
  return (
    <WidgetCard
      title={t('campaign.title')}
      subtitle={t('campaign.subtitle')}
      height={listHeight}
      grow
      loading={!data}
      onRetry={onRetry}
    >
      <List dense disablePadding aria-label={t('campaign.title')} sx={spreadRows}>
        {campaign?.map((c) => {
          const { icon: Icon, tone } = looks[c.step];
          return (
            <ListItem key={c.step} disableGutters sx={{ gap: 1 }}>
              <ListItemAvatar>
                <Avatar variant="rounded" aria-hidden sx={tinted(tone)}>
                  <Icon fontSize="small" />
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={t(`campaign.steps.${c.step}`)}
                slotProps={{ primary: { noWrap: true, sx: { fontWeight: 500 } } }}
                sx={{ minInlineSize: 0 }}
              />
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'baseline', flexShrink: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {fmt.number(c.count)}
                </Typography>
                <Typography variant="body2" color="textSecondary" sx={{ minInlineSize: 52, textAlign: 'end' }}>
                  {fmt.number(c.rate, { style: 'percent', maximumFractionDigits: 1 })}
                </Typography>
              </Box>
            </ListItem>
          );
        })}
      </List>
    </WidgetCard>
  );
}
