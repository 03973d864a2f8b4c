import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import { Controller, type FieldValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { intlLocaleOf } from '@/lib/i18n/languages';
import { toast } from '@/lib/toast';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/data-table/table-states';
import { showFieldErrors } from '@/lib/form-errors';
import { useSaveSettings } from '../../api/mutations';
import { ecommerceQueries } from '../../api/queries';
import { sectionSchema, type SettingsField, type SettingsSection, settingsSections } from '../../api/settings-sections';

/** One section of the store settings: read from the API, saved to it (docs/api.md, "E-commerce"). */
export function SettingsForm({ section }: { section: SettingsSection }) {
  const saved = useQuery(ecommerceQueries.settings(section));
  if (saved.isError) {
    return (
      <Card>
        <ErrorState onRetry={() => void saved.refetch()} />
      </Card>
    );
  }
  if (!saved.data) {
    return (
      <Card aria-busy="true">
        <CardContent>
          <Skeleton variant="rounded" height={40 * Math.ceil(settingsSections[section].length / 2) + 120} />
        </CardContent>
      </Card>
    );
  }
  return <SectionForm section={section} values={saved.data} />;
}

function SectionForm({ section, values }: { section: SettingsSection; values: Record<string, string | boolean> }) {
  const { t, i18n } = useTranslation('ecommerce');
  const save = useSaveSettings(section);
  const regions = new Intl.DisplayNames([intlLocaleOf(i18n.language)], { type: 'region' });
  const optionLabel = (f: SettingsField, o: string) =>
    f.name === 'country' ? (regions.of(o) ?? o) : t(`settings.options.${o}`, { defaultValue: o });
  const fields: readonly SettingsField[] = settingsSections[section];
  const { control, handleSubmit, reset, setError } = useForm<FieldValues>({
    resolver: zodResolver(sectionSchema(fields)),
    defaultValues: values,
  });
  const submit = handleSubmit(
    async (input) => {
      try {
        reset(await save.mutateAsync(input));
        toast(t('settings.saved'), { variant: 'success' });
      } catch (error) {
        showFieldErrors(error, setError);
        toast(t('updateFailed'), { variant: 'error' });
      }
    },
    () => toast(t('form.invalid'), { variant: 'error' }),
  );
  return (
    <Card component="form" noValidate onSubmit={submit}>
      <CardHeader
        title={t(`settings.tabs.${section}`)}
        subheader={t(`settings.hints.${section}`)}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={2}>
          {fields.map((f) => (
            <Grid key={f.name} size={{ xs: 12, sm: f.wide ? 12 : 6 }}>
              {f.kind === 'switch' ? (
                <Controller
                  control={control}
                  name={f.name}
                  render={({ field }) => (
                    <FormControlLabel
                      control={
                        <Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />
                      }
                      label={t(`settings.fields.${f.name}`)}
                    />
                  )}
                />
              ) : (
                <FormTextField
                  ns="ecommerce"
                  control={control}
                  name={f.name}
                  label={t(`settings.fields.${f.name}`)}
                  required={'required' in f && f.required}
                  type={f.kind === 'select' || f.kind === 'number' ? undefined : f.kind}
                  options={
                    f.kind === 'select' ? f.options.map((o) => ({ value: o, label: optionLabel(f, o) })) : undefined
                  }
                  slotProps={f.kind === 'number' ? { htmlInput: { inputMode: 'decimal' } } : undefined}
                />
              )}
            </Grid>
          ))}
        </Grid>
      </CardContent>
      <CardContent sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button color="secondary" variant="outlined" onClick={() => reset(values)}>
          {t('form.discard')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('actions.save')}
        </Button>
      </CardContent>
    </Card>
  );
}
