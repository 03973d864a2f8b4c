import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { SelectInputs, ToggleInputs } from '../components/choice-inputs';
import { DemoCard } from '../components/demo-card';
import { FileInput } from '../components/file-input';
import { OptionCards } from '../components/option-cards';
import { PickerInputs } from '../components/picker-inputs';
import { RichTextDemo } from '../components/rich-text-demo';
import { SliderInputs } from '../components/slider-inputs';
import { TextInputs } from '../components/text-inputs';

const fullRow = { gridColumn: '1 / -1' } as const;

/** /forms/elements: every input kind of the back office, each in its states (default, helper, disabled, error). */
export function Component() {
  const { t } = useTranslation('forms');
  return (
    <>
      <PageTitle title={t('elements.title')} subtitle={t('elements.subtitle')} />
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <TextInputs />
        <SelectInputs />
        <ToggleInputs />
        <Box sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <SliderInputs />
        </Box>
        <PickerInputs />
        <DemoCard title={t('elements.file.title')} subtitle={t('elements.file.subtitle')}>
          <FileInput />
          <FileInput disabled />
        </DemoCard>
        <Box sx={fullRow}>
          <DemoCard title={t('elements.richText.title')} subtitle={t('elements.richText.subtitle')}>
            <RichTextDemo />
          </DemoCard>
        </Box>
        <Box sx={fullRow}>
          <DemoCard title={t('elements.cards.title')} subtitle={t('elements.cards.subtitle')}>
            <OptionCards />
            <OptionCards required disabled={['enterprise']} />
          </DemoCard>
        </Box>
      </Box>
    </>
  );
}
