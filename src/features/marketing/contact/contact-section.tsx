import Email from '@mui/icons-material/EmailOutlined';
import Phone from '@mui/icons-material/PhoneOutlined';
import Place from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { copyWasUsedIn } from '@/lib/prerender-handoff';
import { LandingSection } from '../components/landing-section';
import { SectionHeading } from '../components/section-heading';
import { accentText } from '@/theme/accent';
import { useNearViewport } from '@/lib/use-near-viewport';

// The form (validation, captcha, API client) is the heaviest part of the page and sits at its end.
const ContactForm = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));

function FormPlaceholder() {
  return <Skeleton variant="rounded" sx={{ blockSize: 560, transform: 'none' }} />;
}

export function ContactSection() {
  const { t } = useTranslation('marketing');
  const [formSlot, near] = useNearViewport<HTMLDivElement>();
  // Typed into or clicked on the prerendered form before the app took over: load it now, wherever it is.
  const [usedBeforeTakeover] = useState(() => copyWasUsedIn('contact'));
  const rows = [
    { icon: Place, label: t('contact.info.address'), value: brand.address },
    { icon: Phone, label: t('contact.info.phone'), value: brand.phone, href: brand.phoneHref },
    { icon: Email, label: t('contact.info.email'), value: brand.email, href: `mailto:${brand.email}` },
  ];
  return (
    <LandingSection id="contact">
      <SectionHeading
        id="contact"
        eyebrow={t('contact.eyebrow')}
        title={t('contact.title')}
        subtitle={t('contact.subtitle')}
      />
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start' }}>
        <Card component="aside" aria-labelledby="contact-info-title" sx={{ p: 3 }}>
          <Typography id="contact-info-title" variant="h6" component="h3" sx={{ mb: 2 }}>
            {t('contact.info.title')}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
            {rows.map(({ icon: Icon, label, value, href }) => (
              <div key={label}>
                <Typography
                  component="dt"
                  variant="body2"
                  color="textSecondary"
                  sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
                >
                  <Icon aria-hidden sx={accentText} />
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, paddingInlineStart: 4.5, overflowWrap: 'anywhere' }}>
                  {href ? (
                    <Link href={href} dir="ltr" sx={{ ...accentText, textDecorationColor: 'currentColor' }}>
                      {value}
                    </Link>
                  ) : (
                    value
                  )}
                </Typography>
              </div>
            ))}
          </Box>
        </Card>
        <Card ref={formSlot} sx={{ p: { xs: 2.5, md: 4 } }}>
          {near || usedBeforeTakeover ? (
            <Suspense fallback={<FormPlaceholder />}>
              <ContactForm />
            </Suspense>
          ) : (
            <FormPlaceholder />
          )}
        </Card>
      </Box>
    </LandingSection>
  );
}
