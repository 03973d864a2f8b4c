import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import Payments from '@mui/icons-material/PaymentsOutlined';
import Percent from '@mui/icons-material/PercentRounded';
import Redeem from '@mui/icons-material/RedeemOutlined';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { type DealInput, dealRegions } from '../../api/deal-schema';
import { ChoiceCards } from '@/components/wizard/choice-cards';

const icons = { percentage: <Percent />, flat: <Payments />, bogo: <Redeem />, freeShipping: <LocalShipping /> };

/** What the deal gives (Vuexy's "Deal type"): the kind as option cards, its amount when it has one, where. */
export function DealTypeStep({ form }: { form: UseFormReturn<DealInput> }) {
  const { t } = useTranslation('wizards');
  const { control } = form;
  const type = useWatch({ control, name: 'dealType' });
  const hasAmount = type === 'percentage' || type === 'flat';
  return (
    <>
      <ChoiceCards
        control={control}
        name="dealType"
        label={t('deal.fields.dealType')}
        columns={{ xs: 1, sm: 2, md: 4 }}
        choices={(['percentage', 'flat', 'bogo', 'freeShipping'] as const).map((value) => ({
          value,
          label: t(`deal.types.${value}`),
          description: t(`deal.types.${value}Text`),
          icon: icons[value],
        }))}
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {hasAmount && (
          <FormTextField
            control={control}
            ns="wizards"
            name="discount"
            label={t(type === 'percentage' ? 'deal.fields.percent' : 'deal.fields.amount')}
            helperText={t(type === 'percentage' ? 'deal.hints.percent' : 'deal.hints.amount')}
            slotProps={{
              htmlInput: { inputMode: 'numeric' },
              input: {
                endAdornment: <InputAdornment position="end">{type === 'percentage' ? '%' : 'FCFA'}</InputAdornment>,
              },
            }}
          />
        )}
        <FormTextField
          control={control}
          ns="wizards"
          name="region"
          label={t('deal.fields.region')}
          options={dealRegions.map((value) => ({ value, label: t(`deal.regions.${value}`) }))}
        />
      </Box>
    </>
  );
}
