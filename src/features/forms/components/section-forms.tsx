import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LayoutCard } from './layout-card';
import { countries } from './validation-schema';

const twoColumns = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

export function CountrySelect({ name = 'country' }: { name?: string }) {
  const { t } = useTranslation('forms');
  return (
    <TextField select name={name} label={t('fields.country')} defaultValue="GA">
      {countries.map((c) => (
        <MenuItem key={c} value={c}>
          {t(`countries.${c}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minInlineSize: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      <Box sx={twoColumns}>{children}</Box>
    </Box>
  );
}

/** Two sections of fields in two columns each (one on a phone). */
export function MultiColumnForm() {
  const { t } = useTranslation('forms');
  return (
    <LayoutCard title={t('layouts.multiColumn')}>
      <Section title={t('layouts.accountDetails')}>
        <TextField name="username" label={t('fields.username')} autoComplete="username" />
        <TextField name="email" type="email" label={t('fields.email')} autoComplete="email" />
        <TextField name="password" type="password" label={t('fields.password')} autoComplete="new-password" />
        <TextField name="confirm" type="password" label={t('fields.confirm')} autoComplete="new-password" />
      </Section>
      <Divider />
      <Section title={t('layouts.personalInfo')}>
        <TextField name="firstName" label={t('fields.firstName')} autoComplete="given-name" />
        <TextField name="lastName" label={t('fields.lastName')} autoComplete="family-name" />
        <CountrySelect />
        <TextField
          name="birthDate"
          type="date"
          label={t('fields.birthDate')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Section>
    </LayoutCard>
  );
}

/** Sections that open and close: the address first, delivery and payment folded. */
export function CollapsibleForm() {
  const { t } = useTranslation('forms');
  const [open, setOpen] = useState<string | false>('address');
  const panel = (key: string, title: string, body: ReactNode) => (
    <Accordion
      disableGutters
      expanded={open === key}
      onChange={(_, isOpen) => setOpen(isOpen ? key : false)}
      sx={{ border: 1, borderColor: 'divider', boxShadow: 'none', '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{body}</AccordionDetails>
    </Accordion>
  );
  return (
    <LayoutCard title={t('layouts.collapsible')}>
      <Box>
        {panel(
          'address',
          t('layouts.address'),
          <Box sx={twoColumns}>
            <TextField name="fullName" label={t('fields.fullName')} autoComplete="name" />
            <TextField name="phone" type="tel" label={t('fields.phone')} autoComplete="tel" />
            <TextField
              name="street"
              label={t('fields.street')}
              autoComplete="street-address"
              sx={{ gridColumn: '1 / -1' }}
            />
            <TextField name="city" label={t('fields.city')} autoComplete="address-level2" />
            <CountrySelect />
          </Box>,
        )}
        {panel(
          'delivery',
          t('layouts.delivery'),
          <FormControl>
            <FormLabel id="delivery-speed">{t('layouts.deliverySpeed')}</FormLabel>
            <RadioGroup aria-labelledby="delivery-speed" name="delivery" defaultValue="standard">
              <FormControlLabel value="standard" control={<Radio />} label={t('layouts.standard')} />
              <FormControlLabel value="express" control={<Radio />} label={t('layouts.express')} />
            </RadioGroup>
          </FormControl>,
        )}
        {panel(
          'payment',
          t('layouts.payment'),
          <Box sx={twoColumns}>
            <TextField name="card" label={t('fields.cardNumber')} autoComplete="cc-number" inputMode="numeric" />
            <TextField name="cardName" label={t('fields.cardName')} autoComplete="cc-name" />
          </Box>,
        )}
      </Box>
    </LayoutCard>
  );
}

/** The same form split into tabs; every tab's fields stay in the form when another is shown. */
export function TabbedForm() {
  const { t } = useTranslation('forms');
  const id = useId();
  const [tab, setTab] = useState(0);
  const tabs = [t('layouts.personalInfo'), t('layouts.accountDetails'), t('layouts.social')];
  const panel = (index: number, body: ReactNode) => (
    <Box
      role="tabpanel"
      id={`${id}-panel-${index}`}
      aria-labelledby={`${id}-tab-${index}`}
      hidden={tab !== index}
      sx={tab === index ? twoColumns : undefined}
    >
      {body}
    </Box>
  );
  return (
    <LayoutCard title={t('layouts.tabs')}>
      <Tabs
        value={tab}
        onChange={(_, next: number) => setTab(next)}
        variant="scrollable"
        sx={{ borderBlockEnd: 1, borderColor: 'divider' }}
      >
        {tabs.map((label, index) => (
          <Tab key={label} label={label} id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} />
        ))}
      </Tabs>
      {panel(
        0,
        <>
          <TextField name="firstName" label={t('fields.firstName')} autoComplete="given-name" />
          <TextField name="lastName" label={t('fields.lastName')} autoComplete="family-name" />
          <CountrySelect />
          <TextField name="phone" type="tel" label={t('fields.phone')} autoComplete="tel" />
        </>,
      )}
      {panel(
        1,
        <>
          <TextField name="username" label={t('fields.username')} autoComplete="username" />
          <TextField name="email" type="email" label={t('fields.email')} autoComplete="email" />
        </>,
      )}
      {panel(
        2,
        <>
          <TextField name="linkedin" type="url" label="LinkedIn" placeholder="https://linkedin.com/in/…" />
          <TextField name="website" type="url" label={t('fields.website')} placeholder="https://" />
        </>,
      )}
    </LayoutCard>
  );
}
