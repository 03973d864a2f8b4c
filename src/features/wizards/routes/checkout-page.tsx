import CreditCard from '@mui/icons-material/CreditCardRounded';
import FactCheck from '@mui/icons-material/FactCheckOutlined';
import LocationOn from '@mui/icons-material/LocationOnOutlined';
import ShoppingCart from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { useFormatters } from '@/lib/use-formatters';
import { checkoutDefaults, checkoutSchema, checkoutSecrets, checkoutSteps } from '../api/checkout-schema';
import { catalogueQuery, saveWizard } from '../api/queries';
import { AddressStep } from '../components/checkout/address-step';
import { CartStep } from '../components/checkout/cart-step';
import { CheckoutReview } from '../components/checkout/checkout-review';
import { OrderSummary } from '../components/checkout/order-summary';
import { PaymentStep } from '../components/checkout/payment-step';
import { useWizard } from '@/components/wizard/use-wizard';
import { WizardDone } from '../components/wizard-done';
import { WizardShell } from '@/components/wizard/wizard-shell';

const icons = [
  <ShoppingCart key="cart" />,
  <LocationOn key="address" />,
  <CreditCard key="payment" />,
  <FactCheck key="review" />,
];

/** `/wizard-examples/checkout`: cart → address → payment → summary, saved by `POST /api/wizards/checkout`. */
export function Component() {
  const { t } = useTranslation('wizards');
  const { money } = useFormatters();
  const catalogue = useQuery(catalogueQuery);
  const { form, values, restored, saved, restart, shell } = useWizard({
    name: 'checkout',
    steps: checkoutSteps,
    schema: checkoutSchema,
    defaults: checkoutDefaults,
    secrets: checkoutSecrets,
    save: saveWizard('checkout'),
    ready: !catalogue.isPending,
  });
  // A first visit starts with three of the catalogue's products in the cart, as a shop's checkout would.
  const { setValue, getValues } = form;
  useEffect(() => {
    if (catalogue.data && !restored && getValues('items').length === 0)
      setValue(
        'items',
        catalogue.data.slice(0, 3).map((p) => ({ productId: p.id, qty: 1 })),
      );
  }, [catalogue.data, restored, saved, getValues, setValue]);

  const steps = checkoutSteps.map((step, index) => ({
    id: step.id,
    label: t(`checkout.steps.${step.id as 'cart'}`),
    caption: t(`checkout.captions.${step.id as 'cart'}`),
    icon: icons[index],
  }));
  const title = t('checkout.title');
  return (
    <>
      <PageTitle title={title} subtitle={t('checkout.subtitle')} />
      {saved ? (
        <WizardDone
          headingRef={shell.headingRef}
          title={t('checkout.done.title')}
          message={t('checkout.done.message', { total: money(saved.total, 'USD'), name: saved.address.fullName })}
          numberLabel={t('checkout.done.number')}
          number={saved.number}
          restartLabel={t('checkout.done.restart')}
          onRestart={restart}
        />
      ) : (
        <WizardShell {...shell} title={title} steps={steps} submitLabel={t('checkout.submit')}>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(260px, 1fr)' },
              alignItems: 'start',
            }}
          >
            <div>
              {shell.active === 0 && <CartStep form={form} catalogue={catalogue} />}
              {shell.active === 1 && <AddressStep form={form} />}
              {shell.active === 2 && <PaymentStep form={form} />}
              {shell.active === 3 && (
                <CheckoutReview values={values} products={catalogue.data} onEdit={shell.onSelect} />
              )}
            </div>
            <OrderSummary values={values} products={catalogue.data} />
          </Box>
        </WizardShell>
      )}
    </>
  );
}
