import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import PinDrop from '@mui/icons-material/PinDropOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import { Hint } from '@/components/hint';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TonalChip } from '@/components/tonal-chip';
import type { DataTableColumn } from '@/components/data-table/types';
import { useFormatters } from '@/lib/use-formatters';
import type { Vehicle, VehicleWarning } from '../api/types';

const warningTones: Record<VehicleWarning, 'success' | 'warning' | 'error' | 'info' | 'primary'> = {
  none: 'success',
  fuel: 'primary',
  temperature: 'warning',
  ecu: 'info',
  oil: 'error',
};

/** The table's columns; `onShowOnMap` points a vehicle on the road out on the fleet map. */
export function useVehicleColumns(onShowOnMap: (v: Vehicle) => void): DataTableColumn<Vehicle>[] {
  const { t } = useTranslation('logistics');
  const fmt = useFormatters();
  const percent = (v: Vehicle) => fmt.number(v.progress / 100, { style: 'percent' });
  return [
    {
      id: 'vehicle',
      header: t('vehicles.columns.vehicle'),
      sortKey: 'vehicle',
      minWidth: 200,
      render: (v) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar
            variant="rounded"
            aria-hidden
            sx={{ inlineSize: 34, blockSize: 34, bgcolor: 'action.selected', color: 'text.primary' }}
          >
            <LocalShipping fontSize="small" />
          </Avatar>
          <Box sx={{ flex: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              <bdi>{v.plate}</bdi>
            </Typography>
            <Typography variant="caption" color="textSecondary">
              {t(`statuses.${v.status}`)}
            </Typography>
          </Box>
          {v.status === 'onTheWay' && (
            <Hint title={t('vehicles.showOnMap', { plate: v.plate })}>
              <IconButton
                size="small"
                aria-label={t('vehicles.showOnMap', { plate: v.plate })}
                onClick={() => onShowOnMap(v)}
              >
                <PinDrop fontSize="small" />
              </IconButton>
            </Hint>
          )}
        </Box>
      ),
      csv: (v) => v.plate,
    },
    {
      id: 'location',
      header: t('vehicles.columns.location'),
      sortKey: 'location',
      render: (v) => <bdi>{v.location}</bdi>,
      csv: (v) => v.location,
    },
    {
      id: 'from',
      header: t('vehicles.columns.from'),
      sortKey: 'from',
      render: (v) => <bdi>{v.from}</bdi>,
      csv: (v) => v.from,
    },
    { id: 'to', header: t('vehicles.columns.to'), sortKey: 'to', render: (v) => <bdi>{v.to}</bdi>, csv: (v) => v.to },
    {
      id: 'warning',
      header: t('vehicles.columns.warning'),
      sortKey: 'warning',
      render: (v) => <TonalChip tone={warningTones[v.warning]} label={t(`vehicles.warnings.${v.warning}`)} />,
      csv: (v) => t(`vehicles.warnings.${v.warning}`),
    },
    {
      id: 'progress',
      header: t('vehicles.columns.progress'),
      sortKey: 'progress',
      minWidth: 160,
      render: (v) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <LinearProgress
            variant="determinate"
            value={v.progress}
            aria-label={t('vehicles.progressOf', { plate: v.plate })}
            sx={{ flex: 1, blockSize: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" sx={{ minInlineSize: '3rem', textAlign: 'end' }}>
            {percent(v)}
          </Typography>
        </Box>
      ),
      csv: (v) => percent(v),
    },
  ];
}
