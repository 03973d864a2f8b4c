import Apartment from '@mui/icons-material/ApartmentRounded';
import Business from '@mui/icons-material/BusinessCenterOutlined';
import Home from '@mui/icons-material/HomeOutlined';
import Landscape from '@mui/icons-material/LandscapeOutlined';
import Key from '@mui/icons-material/KeyOutlined';
import Sell from '@mui/icons-material/SellOutlined';
import Box from '@mui/material/Box';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import type { PropertyInput } from '../../api/property-schema';
import { ChoiceCards } from '@/components/wizard/choice-cards';

const icons = { house: <Home />, apartment: <Apartment />, land: <Landscape />, office: <Business /> };

/** What the property is and where (Vuexy's "Property details"). */
export function PropertyStep({ form }: { form: UseFormReturn<PropertyInput> }) {
  const { t } = useTranslation('wizards');
  const { control } = form;
  return (
    <>
      <ChoiceCards
        control={control}
        name="propertyType"
        label={t('property.fields.propertyType')}
        columns={{ xs: 2, md: 4 }}
        choices={(['house', 'apartment', 'land', 'office'] as const).map((value) => ({
          value,
          label: t(`property.propertyTypes.${value}`),
          icon: icons[value],
        }))}
      />
      <ChoiceCards
        control={control}
        name="listing"
        label={t('property.fields.listing')}
        columns={{ xs: 1, sm: 2 }}
        choices={[
          {
            value: 'sale',
            label: t('property.listings.sale'),
            description: t('property.listings.saleText'),
            icon: <Sell />,
          },
          {
            value: 'rent',
            label: t('property.listings.rent'),
            description: t('property.listings.rentText'),
            icon: <Key />,
          },
        ]}
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <FormTextField
          control={control}
          ns="wizards"
          name="street"
          label={t('property.fields.street')}
          autoComplete="street-address"
        />
        <FormTextField
          control={control}
          ns="wizards"
          name="city"
          label={t('property.fields.city')}
          autoComplete="address-level2"
        />
      </Box>
    </>
  );
}
