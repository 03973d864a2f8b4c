import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';

/** Tabs whose current value lives in `?tab=`, so a reload or a link opens the same tab. */
export function useUrlTab<T extends string>(tabs: readonly T[]): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const current = tabs.find((t) => t === raw) ?? tabs[0]!;
  const set = (tab: T) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (tab === tabs[0]) next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [current, set];
}

export function UrlTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  labelOf,
}: {
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  label: string;
  labelOf: (tab: T) => string;
}) {
  return (
    <Tabs
      value={value}
      onChange={(_, v: T) => onChange(v)}
      aria-label={label}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 3, '& .MuiTab-root': { textTransform: 'none', fontWeight: 600 } }}
    >
      {tabs.map((tab) => (
        <Tab key={tab} value={tab} label={labelOf(tab)} id={`tab-${tab}`} aria-controls={`panel-${tab}`} />
      ))}
    </Tabs>
  );
}
