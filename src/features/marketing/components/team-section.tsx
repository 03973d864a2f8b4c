import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { teamMembers } from '../data/people';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';

export function TeamSection() {
  const { t } = useTranslation('marketing');
  return (
    <LandingSection id="team" tinted>
      <SectionHeading id="team" eyebrow={t('team.eyebrow')} title={t('team.title')} subtitle={t('team.subtitle')} />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {teamMembers.map((key) => {
          const name = t(`team.members.${key}.name`);
          return (
            <Box component="li" key={key}>
              <Card component="article" sx={{ p: 3, textAlign: 'center', blockSize: '100%' }}>
                <Box
                  component="img"
                  src={`/images/team/${key}.svg`}
                  alt={t('team.photoAlt', { name })}
                  width={120}
                  height={120}
                  loading="lazy"
                  decoding="async"
                  sx={{ inlineSize: { xs: 88, md: 120 }, blockSize: 'auto', mb: 2 }}
                />
                <Typography variant="h6" component="h3">
                  {name}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {t(`team.members.${key}.role`)}
                </Typography>
              </Card>
            </Box>
          );
        })}
      </Box>
    </LandingSection>
  );
}
