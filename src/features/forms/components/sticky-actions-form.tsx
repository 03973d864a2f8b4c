import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { layout } from '@/theme/tokens';
import { FormActions } from './layout-card';
import { CountrySelect } from './section-forms';

const twoColumns = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** A long form whose title and buttons stay in view under the app bar while it scrolls. */
export function StickyActionsForm() {
  const { t } = useTranslation('forms');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    toast(t('layouts.sent'), { variant: 'success' });
  };
  return (
    <Card component="form" aria-labelledby={`${id}-title`} onSubmit={submit} sx={{ overflow: 'visible' }}>
      <Box
        sx={{
          position: 'sticky',
          insetBlockStart: layout.navbarHeight,
          zIndex: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          px: 3,
          py: 2,
          bgcolor: 'background.paper',
          borderBlockEnd: 1,
          borderColor: 'divider',
          borderStartStartRadius: 'inherit',
          borderStartEndRadius: 'inherit',
        }}
      >
        <Typography id={`${id}-title`} component="h2" variant="h6">
          {t('layouts.sticky')}
        </Typography>
        <FormActions />
      </Box>
      <CardContent sx={{ display: 'grid', gap: 3 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('layouts.accountDetails')}
        </Typography>
        <Box sx={twoColumns}>
          <TextField name="username" label={t('fields.username')} autoComplete="username" />
          <TextField name="email" type="email" label={t('fields.email')} autoComplete="email" />
          <TextField name="password" type="password" label={t('fields.password')} autoComplete="new-password" />
          <TextField name="confirm" type="password" label={t('fields.confirm')} autoComplete="new-password" />
        </Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('layouts.personalInfo')}
        </Typography>
        <Box sx={twoColumns}>
          <TextField name="firstName" label={t('fields.firstName')} autoComplete="given-name" />
          <TextField name="lastName" label={t('fields.lastName')} autoComplete="family-name" />
          <CountrySelect />
          <TextField name="phone" type="tel" label={t('fields.phone')} autoComplete="tel" />
        </Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('layouts.address')}
        </Typography>
        <Box sx={twoColumns}>
          <TextField
            name="street"
            label={t('fields.street')}
            autoComplete="street-address"
            sx={{ gridColumn: '1 / -1' }}
          />
          <TextField name="city" label={t('fields.city')} autoComplete="address-level2" />
          <TextField name="postcode" label={t('fields.postcode')} autoComplete="postal-code" />
          <TextField name="message" label={t('fields.message')} multiline minRows={4} sx={{ gridColumn: '1 / -1' }} />
        </Box>
      </CardContent>
    </Card>
  );
}
