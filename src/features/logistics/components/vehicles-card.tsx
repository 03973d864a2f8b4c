import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { FilterSelect } from '@/components/data-table/filter-select';
import { useServerTable } from '@/components/data-table/use-server-table';
import { vehicleList } from '../api/lists';
import { logisticsQueries } from '../api/queries';
import { vehicleStatuses } from '../api/types';
import { fleetItemId, useChosenVehicle } from './use-chosen-vehicle';
import { useVehicleColumns } from './vehicle-columns';

/**
 * The vehicles list: searched, filtered, sorted and paged by the API, its view kept in the URL; a vehicle on the road
 * can be shown on the fleet map (`?vehicle=`, `useChosenVehicle`).
 */
export function VehiclesCard() {
  const { t } = useTranslation('logistics');
  const { table, query } = useServerTable(vehicleList, logisticsQueries.vehicles);
  const { chosen, choose } = useChosenVehicle();
  const columns = useVehicleColumns((v) => {
    choose(v.id);
    // The fleet card lists every vehicle on the road, so its item is there to take the focus.
    const item = document.getElementById(fleetItemId(v.id));
    item?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    item?.focus({ preventScroll: true });
  });
  return (
    <Card>
      <CardHeader
        title={t('vehicles.title')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        sx={{ pb: 0 }}
      />
      <DataTable
        label={t('vehicles.title')}
        columns={columns}
        rows={query.data?.vehicles}
        total={query.data?.totalVehicles ?? 0}
        getRowId={(v) => v.id}
        // The chosen vehicle's row is pointed out, where the choice was made on the map or in the table.
        highlightRowId={chosen}
        scrollToHighlight={false}
        table={table}
        query={query}
        searchLabel={t('vehicles.search')}
        filters={
          <FilterSelect
            label={t('vehicles.status')}
            allLabel={t('vehicles.allStatuses')}
            value={table.state.filters.status ?? ''}
            options={vehicleStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            onChange={(v) => table.setFilter('status', v)}
          />
        }
        skeletonRowHeight={67}
      />
    </Card>
  );
}
