import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type Control, useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import type { InvoiceInput } from '../api/invoice-input';
import { NumberField } from './number-field';

export const emptyLine = { item: '', description: '', quantity: 1, price: Number.NaN };

/** The lines, added and removed; at least one stays so that the form always has a row to type in. */
export function InvoiceLines({ control }: { control: Control<InvoiceInput> }) {
  const { t } = useTranslation('invoices');
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const { errors } = useFormState({ control, name: 'items' });
  const listError = errors.items?.root?.message ?? errors.items?.message;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minInlineSize: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 2, fontWeight: 600 }}>
        {t('form.lines')}
      </Typography>
      {fields.map((line, index) => (
        <Box
          key={line.id}
          role="group"
          aria-label={`${t('fields.item')} ${index + 1}`}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr auto', md: '2fr 3fr 1fr 1.5fr auto' },
            alignItems: 'start',
            pb: 2,
            mb: 2,
            borderBlockEnd: 1,
            borderColor: 'divider',
            // On a phone the remove button sits beside the item's name rather than on a row of its own.
            '& > .item': { gridColumn: { xs: '1 / 3', md: 'auto' } },
            '& > .wide': { gridColumn: { xs: '1 / -1', md: 'auto' } },
            '& > .price': { gridColumn: { xs: '2 / -1', md: 'auto' } },
          }}
        >
          <FormTextField
            className="item"
            control={control}
            ns="invoices"
            name={`items.${index}.item`}
            label={t('fields.item')}
          />
          <FormTextField
            className="wide"
            control={control}
            ns="invoices"
            name={`items.${index}.description`}
            label={t('fields.description')}
          />
          <NumberField
            control={control}
            name={`items.${index}.quantity`}
            label={t('fields.quantity')}
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
          />
          <NumberField
            className="price"
            control={control}
            name={`items.${index}.price`}
            label={t('fields.price')}
            slotProps={{ htmlInput: { min: 0, step: 1000 } }}
          />
          <IconButton
            aria-label={t('form.removeLine', { n: index + 1 })}
            onClick={() => remove(index)}
            disabled={fields.length === 1}
            sx={{ mt: 1, justifySelf: 'start', gridRow: { xs: 1, md: 'auto' }, gridColumn: { xs: 3, md: 'auto' } }}
          >
            <DeleteOutline />
          </IconButton>
        </Box>
      ))}
      {listError && <FormHelperText error>{t(listError as never)}</FormHelperText>}
      <Button variant="outlined" size="small" startIcon={<Add />} onClick={() => append({ ...emptyLine })}>
        {t('form.addLine')}
      </Button>
    </Box>
  );
}
