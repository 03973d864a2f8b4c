import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { ProfileConnection } from '../api/types';
import { InitialsAvatar } from '@/components/initials-avatar';
import { TonalChip } from '@/components/tonal-chip';
import { ConnectButton } from './connect-button';

export function ConnectionCard({ person }: { person: ProfileConnection }) {
  const { t } = useTranslation('profile');
  const fmt = useFormatters();
  const titleId = useId();
  const counts = [
    ['projects', person.projects],
    ['tasks', person.tasks],
    ['connections', person.connections],
  ] as const;
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ blockSize: '100%' }}>
      <CardContent sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1.5 }}>
        <InitialsAvatar name={person.name} src={person.avatar} size={88} />
        <div>
          <Typography id={titleId} variant="h6" component="h2">
            <bdi>{person.name}</bdi>
          </Typography>
          <Typography color="textSecondary">{person.designation}</Typography>
        </div>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
          {person.chips.map((c) => (
            <TonalChip key={c.title} label={c.title} tone={c.color} />
          ))}
        </Box>
        <Box
          component="dl"
          sx={{ m: 0, inlineSize: '100%', display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, my: 1 }}
        >
          {counts.map(([key, value]) => (
            <Box key={key} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" variant="body2" color="textSecondary">
                {t(`counts.${key}Label`)}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                {fmt.number(value, { notation: 'compact' })}
              </Typography>
            </Box>
          ))}
        </Box>
        <ConnectButton id={person.id} name={person.name} connected={person.isConnected} />
      </CardContent>
    </Card>
  );
}
