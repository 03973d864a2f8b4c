import Box from '@mui/material/Box';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { DealInput } from '../../api/deal-schema';
import { CheckField } from '../check-field';
import { SummarySection } from '../summary-section';

interface Props {
  form: UseFormReturn<DealInput>;
  values: DealInput;
  onEdit: (step: number) => void;
}

/** The deal's value as a reader sees it: "15 %", "5 000 FCFA", or nothing for the types without one. */
export function useDealValue() {
  const { t } = useTranslation('wizards');
  const { money, number } = useFormatters();
  return (type: DealInput['dealType'], discount: string | number | null) =>
    type === 'percentage'
      ? number(Number(discount) / 100, { style: 'percent' })
      : type === 'flat'
        ? money(Number(discount), 'XAF')
        : t(`deal.types.${type}`);
}

/** The last step (Vuexy's "Review & complete"): the deal as entered, and the box that confirms it. */
export function DealReview({ form, values, onEdit }: Props) {
  const { t } = useTranslation('wizards');
  const { money, date, number } = useFormatters();
  const dealValue = useDealValue();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SummarySection
        title={t('deal.steps.type')}
        onEdit={() => onEdit(0)}
        rows={[
          [t('deal.fields.dealType'), t(`deal.types.${values.dealType}`)],
          [t('deal.fields.value'), dealValue(values.dealType, values.discount)],
          [t('deal.fields.region'), t(`deal.regions.${values.region}`)],
        ]}
      />
      <SummarySection
        title={t('deal.steps.details')}
        onEdit={() => onEdit(1)}
        rows={[
          [t('deal.fields.title'), values.title],
          [t('deal.fields.code'), <span dir="ltr">{values.code.toUpperCase()}</span>],
          [
            t('deal.fields.period'),
            t('deal.period', { start: date(`${values.startDate}T00:00`), end: date(`${values.endDate}T00:00`) }),
          ],
          ...(values.description ? [[t('deal.fields.description'), values.description] as const] : []),
        ]}
      />
      <SummarySection
        title={t('deal.steps.usage')}
        onEdit={() => onEdit(2)}
        rows={[
          [t('deal.fields.audience'), t(`deal.audiences.${values.audience}`)],
          [t('deal.fields.maxUses'), number(Number(values.maxUses))],
          [t('deal.fields.minCart'), money(Number(values.minCart), 'XAF')],
          [t('deal.fields.oncePerCustomer'), t(values.oncePerCustomer ? 'summary.yes' : 'summary.no')],
        ]}
      />
      <CheckField control={form.control} name="confirmed" kind="checkbox" label={t('deal.fields.confirmed')} />
    </Box>
  );
}
