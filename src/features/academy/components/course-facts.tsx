import ClosedCaption from '@mui/icons-material/ClosedCaptionOutlined';
import Language from '@mui/icons-material/LanguageOutlined';
import OndemandVideo from '@mui/icons-material/OndemandVideoOutlined';
import People from '@mui/icons-material/PeopleOutlineOutlined';
import SignalCellularAlt from '@mui/icons-material/SignalCellularAltOutlined';
import AccessTime from '@mui/icons-material/AccessTimeOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChildKeys } from '@/lib/i18n/keys';
import { useFormatters } from '@/lib/use-formatters';
import type { CourseDetails } from '../api/types';

/** "By the numbers": a definition list, so each value is read with its name. Values come in the reader's language. */
export function CourseFacts({ details }: { details: CourseDetails }) {
  const { t } = useTranslation('academy');
  const fmt = useFormatters();
  const facts: Array<[ChildKeys<'academy', 'facts'>, ReactNode, ReactNode]> = [
    ['skillLevel', <SignalCellularAlt key="i" fontSize="small" />, details.skillLevel],
    ['students', <People key="i" fontSize="small" />, fmt.number(details.totalStudents)],
    ['language', <Language key="i" fontSize="small" />, details.language],
    ['captions', <ClosedCaption key="i" fontSize="small" />, t(details.isCaptions ? 'facts.yes' : 'facts.no')],
    ['lectures', <OndemandVideo key="i" fontSize="small" />, fmt.number(details.totalLectures)],
    ['length', <AccessTime key="i" fontSize="small" />, details.length],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, m: 0 }}>
      {facts.map(([key, icon, value]) => (
        <Box key={key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography
            component="dt"
            variant="body2"
            color="textSecondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <Box component="span" aria-hidden sx={{ display: 'flex' }}>
              {icon}
            </Box>
            {t(`facts.${key}`)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            <bdi>{value}</bdi>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
