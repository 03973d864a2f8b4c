import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateRangeError } from './date-range';
import { DemoCard } from './demo-card';

const shrink = { inputLabel: { shrink: true } } as const;

/**
 * Date, time and date-range pickers: the browser's own, in MUI fields (docs/decisions.md, "Form elements:
 * native pickers"): no picker library in any chunk, keyboard and screen-reader support from the browser.
 */
export function PickerInputs() {
  const { t } = useTranslation('forms');
  const [range, setRange] = useState({ from: '2025-12-01', to: '2025-11-20' });
  const error = dateRangeError(range.from, range.to);
  const rangeId = useId();
  return (
    <DemoCard title={t('elements.pickers.title')} subtitle={t('elements.pickers.subtitle')}>
      <TextField
        type="date"
        label={t('elements.pickers.date')}
        defaultValue="2025-12-15"
        slotProps={shrink}
        helperText={t('elements.helper')}
      />
      <TextField
        type="time"
        label={t('elements.pickers.time')}
        defaultValue="09:30"
        slotProps={{ ...shrink, htmlInput: { step: 900 } }}
      />
      <TextField type="date" label={t('elements.pickers.date')} defaultValue="2025-12-24" slotProps={shrink} disabled />
      <TextField
        type="time"
        label={t('elements.pickers.time')}
        defaultValue=""
        slotProps={shrink}
        error
        helperText={t('elements.required')}
      />
      <Box role="group" aria-labelledby={`${rangeId}-label`} sx={{ gridColumn: '1 / -1' }}>
        <Box id={`${rangeId}-label`} sx={{ typography: 'body2', color: 'text.secondary', mb: 1.5 }}>
          {t('elements.pickers.range')}
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            type="date"
            label={t('elements.pickers.from')}
            value={range.from}
            onChange={(e) => setRange({ ...range, from: e.target.value })}
            slotProps={{ ...shrink, htmlInput: { 'aria-describedby': `${rangeId}-help` } }}
            error={Boolean(error)}
            sx={{ flex: '1 1 160px' }}
          />
          <TextField
            type="date"
            label={t('elements.pickers.to')}
            value={range.to}
            onChange={(e) => setRange({ ...range, to: e.target.value })}
            slotProps={{
              ...shrink,
              htmlInput: { min: range.from || undefined, 'aria-describedby': `${rangeId}-help` },
            }}
            error={Boolean(error)}
            sx={{ flex: '1 1 160px' }}
          />
        </Box>
        <FormHelperText id={`${rangeId}-help`} error={Boolean(error)}>
          {error ? t(`elements.pickers.${error}`) : t('elements.pickers.rangeHelper')}
        </FormHelperText>
      </Box>
    </DemoCard>
  );
}
