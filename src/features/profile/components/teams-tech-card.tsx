import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/config/paths';
import { useFormatters } from '@/lib/use-formatters';
import type { ProfileSections } from '../api/types';
import { InitialsAvatar } from '@/components/initials-avatar';
import { TonalChip } from '@/components/tonal-chip';

export function TeamsTechCard({ teams }: { teams: ProfileSections['teamsTech'] }) {
  const { t } = useTranslation('profile');
  const fmt = useFormatters();
  return (
    <Card component="section" aria-labelledby="profile-teams-tech" sx={{ blockSize: '100%' }}>
      <CardHeader
        title={t('sections.teamsTech')}
        slotProps={{ title: { id: 'profile-teams-tech', component: 'h2', variant: 'h6' } }}
        action={
          <Button component={Link} to={href('pages-user-profile-tab', { tab: 'teams' })} size="small">
            {t('actions.viewAll')}
          </Button>
        }
      />
      <CardContent component="ul" sx={{ m: 0, pt: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
        {teams.map((team) => (
          <Box component="li" key={team.title} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <InitialsAvatar name={team.title} src={team.avatar} size={38} />
            <Box sx={{ flex: 1, minInlineSize: 0 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {team.title}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {t('counts.members', { count: team.members, formatted: fmt.number(team.members) })}
              </Typography>
            </Box>
            <TonalChip label={team.chipText} tone={team.chipColor} />
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
