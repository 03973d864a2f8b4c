import CalendarMonth from '@mui/icons-material/CalendarMonthOutlined';
import LocationOn from '@mui/icons-material/LocationOnOutlined';
import WorkOutline from '@mui/icons-material/WorkOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { parseMonthYear } from '../api/amounts';
import type { ProfileHeader as Header } from '../api/types';
import { InitialsAvatar } from '@/components/initials-avatar';
import { ConnectButton } from './connect-button';

export const coverHeight = { xs: 140, md: 220 };
export const avatarSize = { xs: 96, md: 120 };

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Typography
      component="li"
      color="textSecondary"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, '& svg': { fontSize: 20 } }}
    >
      {icon}
      {children}
    </Typography>
  );
}

/** Cover (or a gradient), photo (or initials), name and facts, and whether the signed-in user is connected with them. */
export function ProfileHeader({ header }: { header: Header }) {
  const { t } = useTranslation('profile');
  const fmt = useFormatters();
  const joined = parseMonthYear(header.joiningDate);
  return (
    <Card component="section" aria-labelledby="profile-name" sx={{ mb: 3 }}>
      <Box
        role={header.coverImg ? 'img' : undefined}
        aria-label={header.coverImg ? t('header.cover') : undefined}
        sx={(theme) => ({
          blockSize: coverHeight,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          backgroundImage: header.coverImg
            ? `url("${header.coverImg}")`
            : `linear-gradient(120deg, ${theme.vars?.palette.primary.dark}, ${theme.vars?.palette.primary.main} 45%, ${theme.vars?.palette.warning.light})`,
        })}
      />
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'center', md: 'flex-end' },
          gap: { xs: 2, md: 3 },
          px: { xs: 2, md: 3 },
          pb: 3,
        }}
      >
        <Box
          sx={{
            mt: { xs: -6, md: -5 },
            borderRadius: 2,
            border: 4,
            borderColor: 'background.paper',
            bgcolor: 'background.paper',
            flexShrink: 0,
            '& .MuiAvatar-root': {
              inlineSize: avatarSize,
              blockSize: avatarSize,
              borderRadius: 1.5,
              fontSize: { xs: 36, md: 44 },
            },
          }}
        >
          <InitialsAvatar name={header.fullName} src={header.profileImg} size={120} />
        </Box>
        <Box sx={{ flex: 1, minInlineSize: 0, textAlign: { xs: 'center', md: 'start' } }}>
          <Typography id="profile-name" variant="h5" component="h1" sx={{ mb: 1 }}>
            {header.fullName}
          </Typography>
          <Box
            component="ul"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: { xs: 'center', md: 'flex-start' },
              columnGap: 3,
              rowGap: 1,
              m: 0,
              p: 0,
              listStyle: 'none',
            }}
          >
            <Fact icon={<WorkOutline aria-hidden />}>{header.designation}</Fact>
            <Fact icon={<LocationOn aria-hidden />}>{header.location}</Fact>
            <Fact icon={<CalendarMonth aria-hidden />}>
              {t('header.joined', {
                date: joined ? fmt.date(joined, { month: 'long', year: 'numeric' }) : header.joiningDate,
              })}
            </Fact>
          </Box>
        </Box>
        <ConnectButton name={header.fullName} connected={header.isConnected} sx={{ flexShrink: 0 }} />
      </Box>
    </Card>
  );
}
