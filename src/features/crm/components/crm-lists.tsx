import AccountBalance from '@mui/icons-material/AccountBalanceOutlined';
import CreditCard from '@mui/icons-material/CreditCardOutlined';
import Payments from '@mui/icons-material/PaymentsOutlined';
import PhoneAndroid from '@mui/icons-material/PhoneAndroidOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChangeText } from '@/components/charts/change-text';
import { TimelineList } from '@/components/charts/timeline-list';
import { WidgetCard } from '@/components/charts/widget-card';
import { useFormatters } from '@/lib/use-formatters';
import type { PaymentMethod, Tone } from '../api/types';

import type { WidgetState } from './widget-state';
import { tinted } from '@/theme/accent';

const initials = (tone: Tone) => ({ ...tinted(tone), fontSize: '0.8125rem', fontWeight: 600 });

const listHeight = 300;

/** Sales by country, names in the reader's language (Intl.DisplayNames), amounts in XAF. */
export function CountriesCard({ data, onRetry }: WidgetState) {
  const { t, i18n } = useTranslation('crm');
  const fmt = useFormatters();
  const names = new Intl.DisplayNames([i18n.resolvedLanguage ?? 'fr'], { type: 'region' });
  return (
    <WidgetCard
      title={t('countries.title')}
      subtitle={t('countries.subtitle')}
      height={listHeight}
      loading={!data}
      onRetry={onRetry}
    >
      <List dense disablePadding aria-label={t('countries.title')}>
        {data?.countries.map((c) => (
          <ListItem key={c.code} disableGutters secondaryAction={<ChangeText change={c.change} />}>
            <ListItemAvatar>
              <Avatar aria-hidden sx={{ ...initials('primary'), color: 'text.primary' }}>
                {c.code}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={fmt.money(c.sales, 'XAF')}
              secondary={names.of(c.code)}
              slotProps={{ primary: { sx: { fontWeight: 500 } } }}
            />
          </ListItem>
        ))}
      </List>
    </WidgetCard>
  );
}

/** Projects under way, each with its progress bar (named for screen readers). */
const average = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;

export function ProjectsCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('crm');
  const fmt = useFormatters();
  const projects = data?.projects;
  return (
    <WidgetCard
      title={t('projects.title')}
      subtitle={
        projects && t('projects.subtitle', { value: fmt.percent(average(projects.map((p) => p.progress)) / 100) })
      }
      height={listHeight}
      loading={!data}
      onRetry={onRetry}
    >
      <List dense disablePadding aria-label={t('projects.title')}>
        {projects?.map((p) => (
          <ListItem key={p.id} disableGutters sx={{ gap: 2 }}>
            <ListItemAvatar sx={{ minInlineSize: 0 }}>
              <Avatar variant="rounded" aria-hidden sx={{ ...initials(p.tone), color: 'text.primary' }}>
                {p.name.slice(0, 1)}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={p.name}
              secondary={p.client}
              slotProps={{ primary: { noWrap: true, sx: { fontWeight: 500 } } }}
              sx={{ minInlineSize: 0 }}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, inlineSize: 110, flexShrink: 0 }}>
              <LinearProgress
                variant="determinate"
                value={p.progress}
                color={p.tone}
                aria-label={t('projects.progress', { name: p.name })}
                sx={{ flex: 1, blockSize: 8, borderRadius: 4 }}
              />
              <Typography variant="body2" color="textSecondary" sx={{ minInlineSize: 36, textAlign: 'end' }}>
                {fmt.percent(p.progress / 100)}
              </Typography>
            </Box>
          </ListItem>
        ))}
      </List>
    </WidgetCard>
  );
}

const methodIcons: Record<PaymentMethod, { icon: typeof Payments; tone: Tone }> = {
  mobileMoney: { icon: PhoneAndroid, tone: 'warning' },
  card: { icon: CreditCard, tone: 'primary' },
  transfer: { icon: AccountBalance, tone: 'info' },
  cash: { icon: Payments, tone: 'success' },
};

/** The latest payments in and out: money in XAF, signed, with the way it was paid. */
export function TransactionsCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('crm');
  const fmt = useFormatters();
  return (
    <WidgetCard
      title={t('transactions.title')}
      subtitle={t('transactions.subtitle')}
      height={listHeight}
      loading={!data}
      onRetry={onRetry}
    >
      <List dense disablePadding aria-label={t('transactions.title')}>
        {data?.transactions.map((tx) => {
          const { icon: Icon, tone } = methodIcons[tx.method];
          return (
            <ListItem
              key={tx.id}
              disableGutters
              secondaryAction={
                <Typography variant="body2" sx={{ fontWeight: 600 }} dir="ltr">
                  {fmt.money(tx.amount, 'XAF')}
                </Typography>
              }
            >
              <ListItemAvatar>
                <Avatar variant="rounded" aria-hidden sx={initials(tone)}>
                  <Icon fontSize="small" />
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={`${t(`transactions.methods.${tx.method}`)} · ${tx.party}`}
                secondary={`${t(tx.amount >= 0 ? 'transactions.in' : 'transactions.out')} · ${fmt.date(`${tx.date}T12:00:00`, { day: 'numeric', month: 'short' })}`}
                slotProps={{ primary: { noWrap: true, sx: { fontWeight: 500 } } }}
                sx={{ paddingInlineEnd: 14 }}
              />
            </ListItem>
          );
        })}
      </List>
    </WidgetCard>
  );
}

/** What happened lately, newest first, on a vertical line of tinted dots. */
export function ActivityCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('crm');
  return (
    <WidgetCard
      title={t('activity.title')}
      subtitle={t('activity.subtitle')}
      height={listHeight}
      loading={!data}
      onRetry={onRetry}
    >
      {data && <TimelineList events={data.activity} label={t('activity.title')} />}
    </WidgetCard>
  );
}
