import HowToReg from '@mui/icons-material/HowToRegOutlined';
import PersonAddAlt from '@mui/icons-material/PersonAddAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/config/paths';
import { useFormatters } from '@/lib/use-formatters';
import type { ProfileSections } from '../api/types';
import { InitialsAvatar } from '@/components/initials-avatar';

/** The profile tab's short list of connections; the friend mark is a fact here, the toggle lives on the Connections tab. */
export function ConnectionsListCard({ connections }: { connections: ProfileSections['connections'] }) {
  const { t } = useTranslation('profile');
  const fmt = useFormatters();
  return (
    <Card component="section" aria-labelledby="profile-connections" sx={{ blockSize: '100%' }}>
      <CardHeader
        title={t('sections.connections')}
        slotProps={{ title: { id: 'profile-connections', component: 'h2', variant: 'h6' } }}
        action={
          <Button component={Link} to={href('pages-user-profile-tab', { tab: 'connections' })} size="small">
            {t('actions.viewAll')}
          </Button>
        }
      />
      <CardContent component="ul" sx={{ m: 0, pt: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
        {connections.map((c) => (
          <Box component="li" key={c.name} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <InitialsAvatar name={c.name} src={c.avatar} size={38} />
            <Box sx={{ flex: 1, minInlineSize: 0 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                <bdi>{c.name}</bdi>
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {t('counts.connections', { count: c.connections, formatted: fmt.number(c.connections) })}
              </Typography>
            </Box>
            <Box
              role="img"
              aria-label={c.isFriend ? t('people.friend') : t('people.notFriend')}
              sx={{ display: 'flex', color: c.isFriend ? 'primary.main' : 'text.secondary' }}
            >
              {c.isFriend ? <HowToReg /> : <PersonAddAlt />}
            </Box>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
