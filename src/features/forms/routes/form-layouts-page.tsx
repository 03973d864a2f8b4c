import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { HorizontalForm, IconForm, VerticalForm } from '../components/basic-layouts';
import { CollapsibleForm, MultiColumnForm, TabbedForm } from '../components/section-forms';
import { StickyActionsForm } from '../components/sticky-actions-form';
import { ValidationForm } from '../components/validation-form';

const full = { gridColumn: '1 / -1' } as const;

/** /forms/layouts: the ways a back-office form is laid out, and a validation example (react-hook-form + zod). */
export function Component() {
  const { t } = useTranslation('forms');
  return (
    <>
      <PageTitle title={t('layouts.title')} subtitle={t('layouts.subtitle')} />
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <VerticalForm />
        <HorizontalForm />
        <IconForm />
        <TabbedForm />
        <Box sx={full}>
          <ValidationForm />
        </Box>
        <Box sx={full}>
          <MultiColumnForm />
        </Box>
        <Box sx={full}>
          <CollapsibleForm />
        </Box>
        <Box sx={full}>
          <StickyActionsForm />
        </Box>
      </Box>
    </>
  );
}
