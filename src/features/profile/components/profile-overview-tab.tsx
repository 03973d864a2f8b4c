import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { StatCardRow } from '@/components/stat-card';
import type { ProfileSections } from '../api/types';
import { ConnectionsListCard } from './connections-list-card';
import { FactsCard } from './facts-card';
import { ProfileIcon } from './profile-icon';
import { useFactLabel } from './use-fact-label';
import { TeamsTechCard } from './teams-tech-card';

const tones = ['success', 'primary', 'info'] as const;

/** The Profile tab: facts on the side, the overview figures as cards, then connections and teams. */
export function ProfileOverviewTab({ sections }: { sections: ProfileSections }) {
  const { t } = useTranslation('profile');
  const labelOf = useFactLabel();
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5, lg: 4 }}>
        <FactsCard sections={sections} />
      </Grid>
      <Grid size={{ xs: 12, md: 7, lg: 8 }}>
        <section aria-label={t('sections.overview')}>
          <StatCardRow
            size={{ xs: 4 }}
            cards={sections.overview.map((f, i) => ({
              label: labelOf(f),
              value: f.value,
              icon: <ProfileIcon name={f.icon} />,
              tone: tones[i % tones.length],
            }))}
          />
        </section>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <ConnectionsListCard connections={sections.connections} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <TeamsTechCard teams={sections.teamsTech} />
          </Grid>
        </Grid>
      </Grid>
    </Grid>
  );
}
