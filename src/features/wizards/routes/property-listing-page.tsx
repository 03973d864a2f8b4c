import FactCheck from '@mui/icons-material/FactCheckOutlined';
import HomeWork from '@mui/icons-material/HomeWorkOutlined';
import Paid from '@mui/icons-material/PaidOutlined';
import Person from '@mui/icons-material/PersonOutlineRounded';
import Tune from '@mui/icons-material/TuneRounded';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { useFormatters } from '@/lib/use-formatters';
import { propertyDefaults, propertyListingSchema, propertySteps } from '../api/property-schema';
import { saveWizard } from '../api/queries';
import { FeaturesStep } from '../components/property/features-step';
import { OwnerStep } from '../components/property/owner-step';
import { PriceStep } from '../components/property/price-step';
import { PropertyReview } from '../components/property/property-review';
import { PropertyStep } from '../components/property/property-step';
import { useWizard } from '@/components/wizard/use-wizard';
import { WizardDone } from '../components/wizard-done';
import { WizardShell } from '@/components/wizard/wizard-shell';

const icons = [
  <Person key="owner" />,
  <HomeWork key="property" />,
  <Tune key="features" />,
  <Paid key="price" />,
  <FactCheck key="review" />,
];

/** `/wizard-examples/property-listing`: owner → property → features → price → review, `POST /api/wizards/properties`. */
export function Component() {
  const { t } = useTranslation('wizards');
  const { money } = useFormatters();
  const { form, values, saved, restart, shell } = useWizard({
    name: 'property',
    steps: propertySteps,
    schema: propertyListingSchema,
    defaults: propertyDefaults,
    save: saveWizard('properties'),
  });
  const steps = propertySteps.map((step, index) => ({
    id: step.id,
    label: t(`property.steps.${step.id as 'owner'}`),
    caption: t(`property.captions.${step.id as 'owner'}`),
    icon: icons[index],
  }));
  const title = t('property.title');
  return (
    <>
      <PageTitle title={title} subtitle={t('property.subtitle')} />
      {saved ? (
        <WizardDone
          headingRef={shell.headingRef}
          title={t('property.done.title')}
          message={t('property.done.message', { city: saved.city, price: money(saved.price, 'XAF') })}
          numberLabel={t('property.done.number')}
          number={saved.number}
          restartLabel={t('property.done.restart')}
          onRestart={restart}
        />
      ) : (
        <WizardShell {...shell} title={title} steps={steps} submitLabel={t('property.submit')}>
          {shell.active === 0 && <OwnerStep form={form} />}
          {shell.active === 1 && <PropertyStep form={form} />}
          {shell.active === 2 && <FeaturesStep form={form} />}
          {shell.active === 3 && <PriceStep form={form} />}
          {shell.active === 4 && <PropertyReview values={values} onEdit={shell.onSelect} />}
        </WizardShell>
      )}
    </>
  );
}
