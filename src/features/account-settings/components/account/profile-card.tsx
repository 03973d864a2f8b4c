import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { session } from '@/lib/auth/session';
import { profileDefaults, profileSchema, type ProfileValues } from '../../api/form-schemas';
import { useSaveSection, useSavedSections } from '../../api/session-store';
import { useLocaleOptions } from '../use-locale-options';
import { useSaveForSession } from '../use-save-for-session';
import { ProfileAvatar } from './profile-avatar';

type Field = {
  name: keyof ProfileValues;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  options?: 'countries' | 'languages' | 'timeZones' | 'currencies';
};

const fields: Field[] = [
  { name: 'firstName', autoComplete: 'given-name', required: true },
  { name: 'lastName', autoComplete: 'family-name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'organization', autoComplete: 'organization' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'address', autoComplete: 'street-address' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'zip', autoComplete: 'postal-code' },
  { name: 'country', options: 'countries', required: true },
  { name: 'language', options: 'languages', required: true },
  { name: 'timezone', options: 'timeZones', required: true },
  { name: 'currency', options: 'currencies', required: true },
];

export function ProfileCard() {
  const { t } = useTranslation('account-settings');
  const user = session.user();
  const options = useLocaleOptions();
  const saveForSession = useSaveForSession();
  const loadSaved = useSavedSections();
  const save = useSaveSection();
  const [saved, setSaved] = useState(() => ({
    profile: loadSaved('profile', profileDefaults(user)),
    avatar: loadSaved('avatar', { src: user?.avatar ?? null }).src,
  }));
  const [avatar, setAvatar] = useState(saved.avatar);
  const { control, handleSubmit, reset } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: saved.profile,
  });
  const [firstName, lastName] = useWatch({ control, name: ['firstName', 'lastName'] });
  const name = `${firstName} ${lastName}`.trim();
  const submit = handleSubmit(async (values) => {
    await save('avatar', { src: avatar }).catch(() => undefined);
    await saveForSession('profile', values);
    setSaved({ profile: values, avatar });
    reset(values);
  });
  const discard = () => {
    reset();
    setAvatar(saved.avatar);
  };
  return (
    <Card component="form" noValidate onSubmit={submit} aria-label={t('profile.title')}>
      <CardContent>
        <ProfileAvatar src={avatar} name={name} onChange={setAvatar} />
      </CardContent>
      <Divider />
      <CardContent>
        <Grid container spacing={3}>
          {fields.map((f) => (
            <Grid key={f.name} size={{ xs: 12, sm: 6 }}>
              <FormTextField
                ns="account-settings"
                control={control}
                name={f.name}
                label={t(`profile.fields.${f.name}`)}
                type={f.type}
                required={f.required}
                autoComplete={f.autoComplete}
                options={f.options && options[f.options]}
              />
            </Grid>
          ))}
          <Grid size={12} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Button type="submit" variant="contained">
              {t('actions.save')}
            </Button>
            <Button variant="outlined" color="secondary" onClick={discard}>
              {t('actions.discard')}
            </Button>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
