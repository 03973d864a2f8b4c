import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard } from './demo-card';

const cities = [
  'libreville',
  'portGentil',
  'franceville',
  'oyem',
  'douala',
  'yaounde',
  'brazzaville',
  'malabo',
] as const;
const roles = ['admin', 'editor', 'author', 'viewer'] as const;

/** Select, multi-select and autocomplete, each in its states. */
export function SelectInputs() {
  const { t } = useTranslation('forms');
  const [skills, setSkills] = useState<string[]>(['editor', 'author']);
  const role = (r: string) => t(`elements.roles.${r as (typeof roles)[number]}`);
  const city = (c: string) => t(`elements.cities.${c as (typeof cities)[number]}`);
  const roleItems = roles.map((r) => (
    <MenuItem key={r} value={r}>
      {role(r)}
    </MenuItem>
  ));
  return (
    <>
      <DemoCard title={t('elements.select.title')} subtitle={t('elements.select.subtitle')}>
        <TextField select label={t('elements.select.label')} defaultValue="editor" helperText={t('elements.helper')}>
          {roleItems}
        </TextField>
        <TextField select label={t('elements.select.label')} defaultValue="" error helperText={t('elements.required')}>
          {roleItems}
        </TextField>
        <TextField select label={t('elements.select.label')} defaultValue="viewer" disabled>
          {roleItems}
        </TextField>
        <TextField
          select
          label={t('elements.select.multi')}
          value={skills}
          onChange={(e) => setSkills(e.target.value as unknown as string[])}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) => (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {(selected as string[]).map((r) => (
                    <Chip key={r} label={role(r)} size="small" />
                  ))}
                </Box>
              ),
            },
          }}
        >
          {roleItems}
        </TextField>
      </DemoCard>
      <DemoCard title={t('elements.autocomplete.title')} subtitle={t('elements.autocomplete.subtitle')}>
        <Autocomplete
          options={cities}
          getOptionLabel={city}
          defaultValue="libreville"
          renderInput={(params) => (
            <TextField {...params} label={t('elements.autocomplete.label')} helperText={t('elements.helper')} />
          )}
        />
        <Autocomplete
          multiple
          options={cities}
          getOptionLabel={city}
          defaultValue={['douala', 'oyem']}
          renderInput={(params) => <TextField {...params} label={t('elements.autocomplete.multi')} />}
        />
        <Autocomplete
          options={cities}
          getOptionLabel={city}
          renderInput={(params) => (
            <TextField {...params} label={t('elements.autocomplete.label')} error helperText={t('elements.required')} />
          )}
        />
        <Autocomplete
          disabled
          options={cities}
          getOptionLabel={city}
          defaultValue="franceville"
          renderInput={(params) => <TextField {...params} label={t('elements.autocomplete.label')} />}
        />
      </DemoCard>
    </>
  );
}

/** Checkboxes, radio buttons and switches, each in its states. */
export function ToggleInputs() {
  const { t } = useTranslation('forms');
  const [channels, setChannels] = useState({ email: true, sms: false });
  const all = channels.email && channels.sms;
  const some = channels.email !== channels.sms;
  return (
    <DemoCard title={t('elements.toggles.title')} subtitle={t('elements.toggles.subtitle')}>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('elements.checkbox.legend')}</FormLabel>
        <FormControlLabel
          label={t('elements.checkbox.all')}
          control={
            <Checkbox checked={all} indeterminate={some} onChange={() => setChannels({ email: !all, sms: !all })} />
          }
        />
        <FormGroup sx={{ paddingInlineStart: 3 }}>
          <FormControlLabel
            label={t('elements.checkbox.email')}
            control={
              <Checkbox
                checked={channels.email}
                onChange={(e) => setChannels({ ...channels, email: e.target.checked })}
              />
            }
          />
          <FormControlLabel
            label={t('elements.checkbox.sms')}
            control={
              <Checkbox checked={channels.sms} onChange={(e) => setChannels({ ...channels, sms: e.target.checked })} />
            }
          />
        </FormGroup>
        <FormHelperText>{t('elements.helper')}</FormHelperText>
      </FormControl>
      <FormControl component="fieldset" error>
        <FormLabel component="legend">{t('elements.checkbox.terms')}</FormLabel>
        <FormControlLabel label={t('elements.checkbox.accept')} control={<Checkbox />} />
        <FormControlLabel label={t('elements.checkbox.disabled')} control={<Checkbox defaultChecked />} disabled />
        <FormHelperText>{t('elements.checkbox.error')}</FormHelperText>
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend" id="radio-plan">
          {t('elements.radio.legend')}
        </FormLabel>
        <RadioGroup aria-labelledby="radio-plan" defaultValue="monthly">
          <FormControlLabel value="monthly" control={<Radio />} label={t('elements.radio.monthly')} />
          <FormControlLabel value="yearly" control={<Radio />} label={t('elements.radio.yearly')} />
          <FormControlLabel value="lifetime" control={<Radio />} label={t('elements.radio.lifetime')} disabled />
        </RadioGroup>
        <FormHelperText>{t('elements.radio.helper')}</FormHelperText>
      </FormControl>
      <FormControl component="fieldset" error>
        <FormLabel component="legend" id="radio-delivery">
          {t('elements.radio.delivery')}
        </FormLabel>
        <RadioGroup aria-labelledby="radio-delivery" row>
          <FormControlLabel value="pickup" control={<Radio />} label={t('elements.radio.pickup')} />
          <FormControlLabel value="home" control={<Radio />} label={t('elements.radio.home')} />
        </RadioGroup>
        <FormHelperText>{t('elements.required')}</FormHelperText>
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('elements.switch.legend')}</FormLabel>
        <FormGroup>
          <FormControlLabel control={<Switch defaultChecked />} label={t('elements.switch.news')} />
          <FormControlLabel control={<Switch />} label={t('elements.switch.offers')} />
          <FormControlLabel control={<Switch defaultChecked />} label={t('elements.switch.security')} disabled />
        </FormGroup>
        <FormHelperText>{t('elements.switch.helper')}</FormHelperText>
      </FormControl>
      <FormControl component="fieldset" error>
        <FormLabel component="legend">{t('elements.switch.consent')}</FormLabel>
        <FormControlLabel control={<Switch color="error" />} label={t('elements.switch.share')} />
        <FormHelperText>{t('elements.switch.error')}</FormHelperText>
      </FormControl>
    </DemoCard>
  );
}
