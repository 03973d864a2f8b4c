import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { connectedAccounts, socialAccounts } from '../../api/sample-data';
import { useSavedSections } from '../../api/session-store';
import { useSaveForSession } from '../use-save-for-session';
import { ServiceLogo } from './service-logo';

const defaults = {
  connected: connectedAccounts.filter((a) => a.connected).map((a) => a.id as string),
  social: Object.fromEntries(socialAccounts.map((s) => [s.id, s.handle])) as Record<string, string | null>,
};

/** Connecting or disconnecting is remembered for the session; no third-party service is contacted. */
export function ConnectionsTabPanel() {
  const { t } = useTranslation('account-settings');
  const saveForSession = useSaveForSession();
  const loadSaved = useSavedSections();
  const [state, setState] = useState(() => loadSaved('connections', defaults));
  const apply = (next: typeof defaults) => {
    setState(next);
    saveForSession('connections', next);
  };
  const toggleConnected = (id: string) =>
    apply({
      ...state,
      connected: state.connected.includes(id) ? state.connected.filter((c) => c !== id) : [...state.connected, id],
    });
  const toggleSocial = (id: string, fallback: string | null) =>
    apply({
      ...state,
      social: {
        ...state.social,
        [id]: state.social[id] ? null : (fallback ?? `@${id === 'x' ? 'okoume_digital' : 'okoume.digital'}`),
      },
    });
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card sx={{ blockSize: '100%' }}>
          <CardHeader
            title={t('connections.connectedTitle')}
            subheader={t('connections.connectedSubtitle')}
            slotProps={{ title: { component: 'h2', variant: 'h6' } }}
          />
          <CardContent component="ul" sx={{ pt: 0, listStyle: 'none', m: 0, display: 'grid', gap: 2.5 }}>
            {connectedAccounts.map((a) => (
              <Box component="li" key={a.id} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                <ServiceLogo id={a.id} name={a.name} />
                <Box sx={{ flex: 1, minInlineSize: 0 }}>
                  <Typography component="h3" sx={{ fontWeight: 600 }} id={`service-${a.id}`}>
                    {a.name}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {t(`connections.services.${a.id}`)}
                  </Typography>
                </Box>
                <Switch
                  checked={state.connected.includes(a.id)}
                  onChange={() => toggleConnected(a.id)}
                  slotProps={{ input: { 'aria-labelledby': `service-${a.id}` } }}
                />
              </Box>
            ))}
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card sx={{ blockSize: '100%' }}>
          <CardHeader
            title={t('connections.socialTitle')}
            subheader={t('connections.socialSubtitle')}
            slotProps={{ title: { component: 'h2', variant: 'h6' } }}
          />
          <CardContent component="ul" sx={{ pt: 0, listStyle: 'none', m: 0, display: 'grid', gap: 2.5 }}>
            {socialAccounts.map((s) => {
              const handle = state.social[s.id];
              return (
                <Box component="li" key={s.id} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <ServiceLogo id={s.id} name={s.name} />
                  <Box sx={{ flex: 1, minInlineSize: 0 }}>
                    <Typography component="h3" sx={{ fontWeight: 600 }}>
                      {s.name}
                    </Typography>
                    <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                      {handle ?? t('connections.notConnected')}
                    </Typography>
                  </Box>
                  <Button
                    size="small"
                    variant="outlined"
                    color={handle ? 'error' : 'primary'}
                    onClick={() => toggleSocial(s.id, s.handle)}
                    aria-label={t(handle ? 'connections.disconnectOf' : 'connections.connectOf', { name: s.name })}
                  >
                    {t(handle ? 'connections.disconnect' : 'connections.connect')}
                  </Button>
                </Box>
              );
            })}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
