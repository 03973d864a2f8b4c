import Business from '@mui/icons-material/BusinessOutlined';
import Diamond from '@mui/icons-material/DiamondOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import Person from '@mui/icons-material/PersonOutlined';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceCards } from '@/components/wizard/choice-cards';
import { plans } from '../../api/account-schemas';
import type { MultiStepsValues } from '../../api/multi-steps-schema';

const icons = { basic: <Person />, team: <Groups />, company: <Business />, enterprise: <Diamond /> };

export function BillingStep({ form }: { form: UseFormReturn<MultiStepsValues> }) {
  const { t } = useTranslation(['auth-pages', 'common']);
  const { control } = form;
  const choices = plans.map((plan) => ({
    value: plan,
    label: t(`multiSteps.plans.${plan}`),
    description: t(`multiSteps.planNotes.${plan}`),
    icon: icons[plan],
  }));
  return (
    <>
      <ChoiceCards
        name="plan"
        control={control}
        label={t('multiSteps.plan')}
        choices={choices}
        columns={{ xs: 1, sm: 2 }}
      />
      <Controller
        name="terms"
        control={control}
        render={({ field, fieldState }) => (
          <div>
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref, 'aria-invalid': Boolean(fieldState.error) } }}
                />
              }
              label={t('common:auth.register.terms')}
            />
            {fieldState.error?.message && (
              <FormHelperText error>
                {t(`common:${fieldState.error.message}` as 'common:validation.termsRequired')}
              </FormHelperText>
            )}
          </div>
        )}
      />
    </>
  );
}
