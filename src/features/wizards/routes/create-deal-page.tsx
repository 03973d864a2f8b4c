import Category from '@mui/icons-material/CategoryOutlined';
import FactCheck from '@mui/icons-material/FactCheckOutlined';
import Group from '@mui/icons-material/GroupOutlined';
import Description from '@mui/icons-material/DescriptionOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { dealDefaults, dealSchema, dealSteps } from '../api/deal-schema';
import { saveWizard } from '../api/queries';
import { DealDetailsStep } from '../components/deal/deal-details-step';
import { DealReview, useDealValue } from '../components/deal/deal-review';
import { DealTypeStep } from '../components/deal/deal-type-step';
import { DealUsageStep } from '../components/deal/deal-usage-step';
import { useWizard } from '@/components/wizard/use-wizard';
import { WizardDone } from '../components/wizard-done';
import { WizardShell } from '@/components/wizard/wizard-shell';

const icons = [
  <Category key="type" />,
  <Description key="details" />,
  <Group key="usage" />,
  <FactCheck key="review" />,
];

/** `/wizard-examples/create-deal`: type → details → usage → review, saved by `POST /api/wizards/deals`. */
export function Component() {
  const { t } = useTranslation('wizards');
  const dealValue = useDealValue();
  const [defaults] = useState(() => dealDefaults(new Date().toISOString().slice(0, 10)));
  const { form, values, saved, restart, shell } = useWizard({
    name: 'deal',
    steps: dealSteps,
    schema: dealSchema,
    defaults,
    save: saveWizard('deals'),
  });
  const steps = dealSteps.map((step, index) => ({
    id: step.id,
    label: t(`deal.steps.${step.id as 'type'}`),
    caption: t(`deal.captions.${step.id as 'type'}`),
    icon: icons[index],
  }));
  const title = t('deal.title');
  return (
    <>
      <PageTitle title={title} subtitle={t('deal.subtitle')} />
      {saved ? (
        <WizardDone
          headingRef={shell.headingRef}
          title={t('deal.done.title')}
          message={t('deal.done.message', { title: saved.title, value: dealValue(saved.dealType, saved.discount) })}
          numberLabel={t('deal.done.number')}
          number={saved.number}
          restartLabel={t('deal.done.restart')}
          onRestart={restart}
        />
      ) : (
        <WizardShell {...shell} title={title} steps={steps} submitLabel={t('deal.submit')}>
          {shell.active === 0 && <DealTypeStep form={form} />}
          {shell.active === 1 && <DealDetailsStep form={form} />}
          {shell.active === 2 && <DealUsageStep form={form} />}
          {shell.active === 3 && <DealReview form={form} values={values} onEdit={shell.onSelect} />}
        </WizardShell>
      )}
    </>
  );
}
