import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import WarningAmber from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { WidgetCard } from '@/components/charts/widget-card';
import { useFormatters } from '@/lib/use-formatters';
import type { LogisticsDashboard } from '../api/types';
import { FleetMap } from './fleet-map';
import { fleetItemId, useChosenVehicle } from './use-chosen-vehicle';
import type { WidgetState } from './widget-state';

type FleetVehicle = LogisticsDashboard['fleet']['vehicles'][number];

const scrollIntoView = (id: number) => document.getElementById(fleetItemId(id))?.scrollIntoView?.({ block: 'nearest' });

/**
 * The vehicles on the road, listed and on the map: choosing one in either points it out in both and finds it in the
 * vehicles table (its plate as the table's search); the table's "show on the map" chooses it here.
 */
export function FleetCard({ data, onRetry }: WidgetState) {
  const { t, i18n } = useTranslation('logistics');
  const fmt = useFormatters();
  // The arrow points the way the line reads: from the first city to the second.
  const arrow = i18n.dir() === 'rtl' ? '←' : '→';
  const fleet = data?.fleet;
  const { chosen, choose } = useChosenVehicle();
  const selected = fleet?.vehicles.some((v) => v.id === chosen) ? chosen : fleet?.vehicles[0]?.id;
  const selectedVehicle = fleet?.vehicles.find((v) => v.id === selected);
  const pick = (v: FleetVehicle) => choose(v.id, v.plate);
  const city = (key: string) => fleet?.cities.find((c) => c.key === key)?.name ?? key;
  const percent = (v: FleetVehicle) => fmt.number(v.progress / 100, { style: 'percent' });
  const nameOf = (v: FleetVehicle) =>
    t('fleet.vehicle', { plate: v.plate, from: city(v.from), to: city(v.to), progress: percent(v) });
  const fromMap = (id: number) => {
    const vehicle = fleet?.vehicles.find((v) => v.id === id);
    if (vehicle) pick(vehicle);
    scrollIntoView(id);
  };
  return (
    <WidgetCard
      title={t('fleet.title')}
      subtitle={fleet && t('fleet.subtitle', { count: fleet.vehicles.length })}
      subtitleFromData
      height={460}
      loading={!data}
      onRetry={onRetry}
    >
      {fleet && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' } }}>
          <List
            dense
            aria-label={t('fleet.list')}
            sx={{ maxBlockSize: { xs: 300, md: 480 }, overflowY: 'auto', order: { xs: 2, md: 0 } }}
          >
            {fleet.vehicles.map((v) => {
              const on = v.id === selected;
              return (
                <ListItem key={v.id} disablePadding>
                  <ListItemButton
                    id={fleetItemId(v.id)}
                    selected={on}
                    aria-pressed={on}
                    aria-label={nameOf(v)}
                    onClick={() => pick(v)}
                    sx={{ borderRadius: 1, mb: 0.5, display: 'block', py: 1 }}
                  >
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <LocalShipping
                        fontSize="small"
                        aria-hidden
                        sx={{ color: on ? 'primary.main' : 'text.secondary' }}
                      />
                      <Typography variant="body2" sx={{ fontWeight: 600, flex: 1 }}>
                        <bdi>{v.plate}</bdi>
                      </Typography>
                      {v.warning !== 'none' && (
                        <WarningAmber
                          fontSize="small"
                          titleAccess={t('fleet.warning', { warning: t(`vehicles.warnings.${v.warning}`) })}
                          sx={{ color: 'error.main' }}
                        />
                      )}
                      <Typography variant="caption" color="textSecondary">
                        {percent(v)}
                      </Typography>
                    </Box>
                    <Typography variant="caption" color="textSecondary" component="div" sx={{ mt: 0.25, mb: 0.75 }}>
                      <bdi>{city(v.from)}</bdi> {arrow} <bdi>{city(v.to)}</bdi>
                    </Typography>
                    <LinearProgress
                      variant="determinate"
                      value={v.progress}
                      aria-hidden
                      sx={{ blockSize: 4, borderRadius: 2 }}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
          <Box>
            <FleetMap fleet={fleet} selected={selected} onSelect={fromMap} nameOf={nameOf} />
            <Box role="status" sx={visuallyHidden}>
              {chosen !== undefined && selectedVehicle && t('fleet.shown', { plate: selectedVehicle.plate })}
            </Box>
            <Box
              component="ul"
              aria-hidden
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                mt: 1.5,
                display: 'flex',
                flexWrap: 'wrap',
                gap: 2,
                color: 'text.secondary',
              }}
            >
              <Legend
                swatch={{ borderRadius: '50%', border: 2, borderColor: 'text.secondary' }}
                label={t('fleet.legendCity')}
              />
              <Legend
                swatch={{ blockSize: 0, borderBlockStart: 2, borderStyle: 'dashed', borderColor: 'text.disabled' }}
                label={t('fleet.legendRoute')}
              />
              <Legend swatch={{ borderRadius: '50%', bgcolor: 'primary.main' }} label={t('fleet.legendVehicle')} />
              <Legend swatch={{ borderRadius: '50%', bgcolor: 'error.main' }} label={t('fleet.legendWarning')} />
            </Box>
          </Box>
        </Box>
      )}
    </WidgetCard>
  );
}

function Legend({ swatch, label }: { swatch: object; label: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Box sx={{ inlineSize: 12, blockSize: 12, flexShrink: 0, ...swatch }} />
      <Typography variant="caption">{label}</Typography>
    </Box>
  );
}
