import Engineering from '@mui/icons-material/EngineeringOutlined';
import Handshake from '@mui/icons-material/HandshakeOutlined';
import Person from '@mui/icons-material/PersonOutlineRounded';
import Box from '@mui/material/Box';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import type { PropertyInput } from '../../api/property-schema';
import { ChoiceCards } from '@/components/wizard/choice-cards';

const icons = { owner: <Person />, broker: <Handshake />, builder: <Engineering /> };

/** Who lists the property (Vuexy's "Personal details"). */
export function OwnerStep({ form }: { form: UseFormReturn<PropertyInput> }) {
  const { t } = useTranslation('wizards');
  const { control } = form;
  return (
    <>
      <ChoiceCards
        control={control}
        name="ownerType"
        label={t('property.fields.ownerType')}
        choices={(['owner', 'broker', 'builder'] as const).map((value) => ({
          value,
          label: t(`property.ownerTypes.${value}`),
          description: t(`property.ownerTypes.${value}Text`),
          icon: icons[value],
        }))}
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          ns="wizards"
          name="firstName"
          label={t('property.fields.firstName')}
          autoComplete="given-name"
        />
        <FormTextField
          control={control}
          ns="wizards"
          name="lastName"
          label={t('property.fields.lastName')}
          autoComplete="family-name"
        />
        <FormTextField
          control={control}
          ns="wizards"
          name="email"
          type="email"
          label={t('property.fields.email')}
          autoComplete="email"
        />
        <FormTextField
          control={control}
          ns="wizards"
          name="phone"
          type="tel"
          label={t('property.fields.phone')}
          autoComplete="tel"
        />
      </Box>
    </>
  );
}
