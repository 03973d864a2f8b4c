import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProfileFact } from '../api/types';
import { isolate } from './bidi';
import { ProfileIcon } from './profile-icon';
import { useFactLabel } from './use-fact-label';

type Section = 'about' | 'contacts' | 'teams';

/** About, contacts and teams as labelled lists; labels are translated by the fact's key, values stay as the API gives them. */
export function FactsCard({ sections }: { sections: Record<Section, ProfileFact[]> }) {
  const { t } = useTranslation('profile');
  const labelOf = useFactLabel();
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 3 }}>
        {(['about', 'contacts', 'teams'] as const).map((section) => (
          <Box key={section} component="section" aria-labelledby={`facts-${section}`}>
            <Typography
              id={`facts-${section}`}
              variant="overline"
              component="h2"
              color="textSecondary"
              sx={{ display: 'block', mb: 1.5 }}
            >
              {t(`sections.${section}`)}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
              {sections[section].map((f) => (
                <Box key={f.key} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <ProfileIcon name={f.icon} fontSize="small" sx={{ color: 'text.secondary' }} />
                  <Typography component="dt" sx={{ fontWeight: 600 }}>
                    {t('labelColon', { ns: 'common', label: isolate(labelOf(f)) })}
                  </Typography>
                  <Typography component="dd" color="textSecondary" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    <bdi>{f.value}</bdi>
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
