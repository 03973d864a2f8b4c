import AlternateEmail from '@mui/icons-material/AlternateEmail';
import Campaign from '@mui/icons-material/CampaignOutlined';
import Link from '@mui/icons-material/Link';
import Public from '@mui/icons-material/Public';
import Search from '@mui/icons-material/Search';
import Share from '@mui/icons-material/ShareOutlined';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { ChangeText } from '@/components/charts/change-text';
import { WidgetCard } from '@/components/charts/widget-card';
import { useFormatters } from '@/lib/use-formatters';
import type { Tone, TrafficSource } from '../../api/dashboard-types';
import { listHeight, type WidgetState } from './widget-state';
import { tinted } from '@/theme/accent';

const looks: Record<TrafficSource, { icon: typeof Search; tone: Tone }> = {
  search: { icon: Search, tone: 'primary' },
  direct: { icon: Public, tone: 'info' },
  social: { icon: Share, tone: 'success' },
  email: { icon: AlternateEmail, tone: 'warning' },
  referral: { icon: Link, tone: 'primary' },
  ads: { icon: Campaign, tone: 'error' },
};

/** Where the site's visitors come from, most first: visits, share of all visits and change. */
export function SourcesCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('analytics');
  const fmt = useFormatters();
  const sources = data?.sources;
  const all = sources?.reduce((s, v) => s + v.visits, 0) ?? 0;
  return (
    <WidgetCard
      title={t('sources.title')}
      subtitle={sources && t('sources.subtitle', { value: fmt.number(all) })}
      subtitleFromData
      height={listHeight}
      loading={!data}
      onRetry={onRetry}
    >
      <List dense disablePadding aria-label={t('sources.title')}>
        {sources?.map((s) => {
          const { icon: Icon, tone } = looks[s.source];
          return (
            <ListItem key={s.source} disableGutters secondaryAction={<ChangeText change={s.change} />}>
              <ListItemAvatar>
                <Avatar variant="rounded" aria-hidden sx={tinted(tone)}>
                  <Icon fontSize="small" />
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={t(`sources.names.${s.source}`)}
                secondary={t('sources.visits', { value: fmt.number(s.visits), share: fmt.percent(s.visits / all) })}
                slotProps={{ primary: { noWrap: true, sx: { fontWeight: 500 } }, secondary: { noWrap: true } }}
                sx={{ paddingInlineEnd: 10, minInlineSize: 0 }}
              />
            </ListItem>
          );
        })}
      </List>
    </WidgetCard>
  );
}
