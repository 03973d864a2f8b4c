import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { PropertyInput } from '../../api/property-schema';
import { SummarySection } from '../summary-section';

/** The last step: the listing as entered, each part with a way back to its step. */
export function PropertyReview({ values, onEdit }: { values: PropertyInput; onEdit: (step: number) => void }) {
  const { t } = useTranslation('wizards');
  const { money, number } = useFormatters();
  const yes = (value: boolean) => t(value ? 'summary.yes' : 'summary.no');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <SummarySection
        title={t('property.steps.owner')}
        onEdit={() => onEdit(0)}
        rows={[
          [t('property.fields.ownerType'), t(`property.ownerTypes.${values.ownerType}`)],
          [t('property.fields.name'), `${values.firstName} ${values.lastName}`],
          [t('property.fields.email'), values.email],
          [t('property.fields.phone'), <span dir="ltr">{values.phone}</span>],
        ]}
      />
      <SummarySection
        title={t('property.steps.property')}
        onEdit={() => onEdit(1)}
        rows={[
          [t('property.fields.propertyType'), t(`property.propertyTypes.${values.propertyType}`)],
          [t('property.fields.listing'), t(`property.listings.${values.listing}`)],
          [t('property.fields.address'), `${values.street}, ${values.city}`],
        ]}
      />
      <SummarySection
        title={t('property.steps.features')}
        onEdit={() => onEdit(2)}
        rows={[
          [t('property.fields.area'), `${number(Number(values.area))} m²`],
          [
            t('property.fields.rooms'),
            t('property.rooms', { bedrooms: Number(values.bedrooms), bathrooms: Number(values.bathrooms) }),
          ],
          [t('property.fields.furnished'), yes(values.furnished)],
          [
            t('property.fields.amenities'),
            values.amenities.map((a) => t(`property.amenities.${a}`)).join(', ') || t('summary.none'),
          ],
        ]}
      />
      <SummarySection
        title={t('property.steps.price')}
        onEdit={() => onEdit(3)}
        rows={[
          [
            t(values.listing === 'rent' ? 'property.fields.rent' : 'property.fields.price'),
            money(Number(values.price), 'XAF'),
          ],
          [t('property.fields.negotiable'), yes(values.negotiable)],
        ]}
      />
    </Box>
  );
}
