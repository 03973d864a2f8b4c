import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InitialsAvatar } from '@/components/initials-avatar';
import { href } from '@/config/paths';
import { strongButton } from '@/features/marketing/components/tones';
import { useLandingSession } from './use-landing-session';

/** The drawer's account block: "Login" for a visitor (a phone's only way in), else who is signed in, with the back office and sign-out. */
export function LandingDrawerAccount({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('marketing');
  const { user, home, signOut } = useLandingSession();
  if (!user) {
    return (
      <Box sx={{ px: 2, pb: 1 }}>
        <Button component={Link} to={href('login')} onClick={onDone} variant="contained" fullWidth sx={strongButton}>
          {t('nav.login')}
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ px: 2, pb: 1, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minInlineSize: 0 }}>
        <InitialsAvatar name={user.fullName} src={user.avatar} size={40} />
        <Box sx={{ minInlineSize: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{user.fullName}</Typography>
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button component={Link} to={home} onClick={onDone} variant="contained" sx={{ ...strongButton, flex: 1 }}>
          {t('nav.backOffice')}
        </Button>
        <Button variant="outlined" onClick={signOut} sx={{ flex: 1 }}>
          {t('nav.signOut')}
        </Button>
      </Box>
    </Box>
  );
}
