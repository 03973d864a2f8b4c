import AccountCircle from '@mui/icons-material/AccountCircleOutlined';
import Business from '@mui/icons-material/BusinessOutlined';
import Chat from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Mail from '@mui/icons-material/MailOutlined';
import Phone from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LayoutCard } from './layout-card';

/** Labels above the fields. */
export function VerticalForm() {
  const { t } = useTranslation('forms');
  return (
    <LayoutCard title={t('layouts.vertical')}>
      <TextField label={t('fields.fullName')} name="fullName" autoComplete="name" placeholder="Awa Nguema" />
      <TextField
        label={t('fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        placeholder="awa@okoume.ga"
        helperText={t('fields.emailHelp')}
      />
      <TextField label={t('fields.phone')} name="phone" type="tel" autoComplete="tel" placeholder="+241 01 23 45 67" />
      <TextField label={t('fields.message')} name="message" multiline minRows={3} />
    </LayoutCard>
  );
}

/** A label at the start of each row, its field at the end; stacked on a phone. */
function Row({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', sm: '160px minmax(0, 1fr)' },
      }}
    >
      <Typography component="label" htmlFor={id} variant="body2" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      {children(id)}
    </Box>
  );
}

export function HorizontalForm() {
  const { t } = useTranslation('forms');
  const field =
    (name: string, type = 'text', auto?: string) =>
    (id: string) => <TextField id={id} name={name} type={type} size="small" autoComplete={auto} />;
  return (
    <LayoutCard title={t('layouts.horizontal')}>
      <Row label={t('fields.fullName')}>{field('fullName', 'text', 'name')}</Row>
      <Row label={t('fields.email')}>{field('email', 'email', 'email')}</Row>
      <Row label={t('fields.company')}>{field('company', 'text', 'organization')}</Row>
      <Row label={t('fields.phone')}>{field('phone', 'tel', 'tel')}</Row>
    </LayoutCard>
  );
}

const withIcon = (Icon: SvgIconComponent) => ({
  input: {
    startAdornment: (
      <InputAdornment position="start">
        <Icon fontSize="small" />
      </InputAdornment>
    ),
  },
});

/** Each field with an icon that says what it holds. */
export function IconForm() {
  const { t } = useTranslation('forms');
  return (
    <LayoutCard title={t('layouts.icons')}>
      <TextField label={t('fields.fullName')} name="fullName" autoComplete="name" slotProps={withIcon(AccountCircle)} />
      <TextField
        label={t('fields.company')}
        name="company"
        autoComplete="organization"
        slotProps={withIcon(Business)}
      />
      <TextField label={t('fields.email')} name="email" type="email" autoComplete="email" slotProps={withIcon(Mail)} />
      <TextField label={t('fields.phone')} name="phone" type="tel" autoComplete="tel" slotProps={withIcon(Phone)} />
      <TextField label={t('fields.message')} name="message" multiline minRows={2} slotProps={withIcon(Chat)} />
    </LayoutCard>
  );
}
