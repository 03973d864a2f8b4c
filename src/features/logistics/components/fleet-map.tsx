import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogisticsDashboard } from '../api/types';
import { coast, frameFor } from './projection';

type Fleet = LogisticsDashboard['fleet'];

export interface FleetMapProps {
  fleet: Fleet;
  selected: number | undefined;
  onSelect: (id: number) => void;
  /** The accessible name of a vehicle, the same as in the list. */
  nameOf: (vehicle: Fleet['vehicles'][number]) => string;
}

/**
 * The routes, the cities and the vehicles on the way, drawn from their coordinates. The map is geography: it is
 * never mirrored; in Arabic only the labels read right to left (their anchor side swaps so they stay in place).
 */
export function FleetMap({ fleet, selected, onSelect, nameOf }: FleetMapProps) {
  const { t, i18n } = useTranslation('logistics');
  const rtl = i18n.dir() === 'rtl';
  const frame = useMemo(() => frameFor(fleet.cities), [fleet.cities]);
  const at = useMemo(
    () => new Map(fleet.cities.map((c) => [c.key, frame.project(c.lat, c.lng)])),
    [fleet.cities, frame],
  );
  const sea = [
    '-2000,-20',
    ...coast.map(([lat, lng]) => {
      const p = frame.project(lat, lng);
      return `${p.x},${p.y}`;
    }),
    `-2000,${frame.height + 20}`,
  ].join(' ');
  const bioko = frame.project(3.5, 8.68);
  const current = fleet.vehicles.find((v) => v.id === selected);
  const anchor = (east: boolean) => (east !== rtl ? 'start' : 'end');
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${frame.width} ${frame.height}`}
      role="group"
      aria-label={t('fleet.map')}
      sx={{
        display: 'block',
        inlineSize: '100%',
        blockSize: 'auto',
        maxBlockSize: 520,
        borderRadius: 1,
        bgcolor: 'background.default',
        '& .vehicle': { cursor: 'pointer', outline: 'none' },
        '& .vehicle:focus-visible .focus': { stroke: 'var(--mui-palette-text-primary)' },
      }}
    >
      <polygon
        points={sea}
        fill="rgba(var(--mui-palette-info-mainChannel) / 0.14)"
        stroke="var(--mui-palette-divider)"
      />
      <ellipse
        cx={bioko.x}
        cy={bioko.y}
        rx={17}
        ry={21}
        fill="var(--mui-palette-background-default)"
        stroke="var(--mui-palette-divider)"
      />
      {fleet.routes.map((r) => {
        const [a, b] = [at.get(r.from)!, at.get(r.to)!];
        const active =
          current &&
          ((current.from === r.from && current.to === r.to) || (current.from === r.to && current.to === r.from));
        return (
          <line
            key={`${r.from}-${r.to}`}
            x1={a.x}
            y1={a.y}
            x2={b.x}
            y2={b.y}
            stroke={active ? 'var(--mui-palette-primary-main)' : 'var(--mui-palette-text-disabled)'}
            strokeWidth={active ? 3 : 1.5}
            strokeDasharray={active ? undefined : '5 4'}
            strokeLinecap="round"
          />
        );
      })}
      {fleet.cities.map((c) => {
        const p = at.get(c.key)!;
        const east = p.x < frame.width * 0.72;
        return (
          <g key={c.key} aria-hidden>
            <circle
              cx={p.x}
              cy={p.y}
              r={4}
              fill="var(--mui-palette-background-paper)"
              stroke="var(--mui-palette-text-secondary)"
              strokeWidth={2}
            />
            <text
              x={p.x + (east ? 8 : -8)}
              y={p.y + 4}
              textAnchor={anchor(east)}
              fontSize={12}
              fontWeight={500}
              fill="var(--mui-palette-text-primary)"
              paintOrder="stroke"
              stroke="var(--mui-palette-background-default)"
              strokeWidth={3}
            >
              {c.name}
            </text>
          </g>
        );
      })}
      {fleet.vehicles.map((v) => {
        const p = frame.project(v.lat, v.lng);
        const on = v.id === selected;
        const tone = v.warning === 'none' ? 'primary' : 'error';
        return (
          <g
            key={v.id}
            className="vehicle"
            role="button"
            tabIndex={0}
            aria-label={nameOf(v)}
            aria-pressed={on}
            onClick={() => onSelect(v.id)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                onSelect(v.id);
              }
            }}
          >
            {on && <circle cx={p.x} cy={p.y} r={15} fill={`rgba(var(--mui-palette-${tone}-mainChannel) / 0.24)`} />}
            <circle
              className="focus"
              cx={p.x}
              cy={p.y}
              r={on ? 10 : 8}
              fill="none"
              stroke="transparent"
              strokeWidth={2}
            />
            <circle
              cx={p.x}
              cy={p.y}
              r={on ? 7 : 5.5}
              fill={`var(--mui-palette-${tone}-main)`}
              stroke="var(--mui-palette-background-paper)"
              strokeWidth={2}
            />
          </g>
        );
      })}
    </Box>
  );
}
