import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ProfileTeam } from '../api/types';
import { PeopleGroup } from './people-group';
import { ProfileIcon } from './profile-icon';
import { TonalChip } from '@/components/tonal-chip';

export function TeamCard({ team }: { team: ProfileTeam }) {
  return (
    <Card component="article" aria-label={team.title} sx={{ blockSize: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar
            variant="rounded"
            aria-hidden
            sx={(theme) => ({
              bgcolor: `rgba(${theme.vars?.palette.primary.mainChannel} / 0.16)`,
              color: 'primary.main',
            })}
          >
            <ProfileIcon name={team.avatar} />
          </Avatar>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
            {team.title}
          </Typography>
        </Box>
        <Typography color="textSecondary" dir="auto">
          {team.description}
        </Typography>
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5 }}
        >
          <PeopleGroup people={team.avatarGroup} extra={team.extraMembers} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {team.chips.map((c) => (
              <TonalChip key={c.title} label={c.title} tone={c.color} />
            ))}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
