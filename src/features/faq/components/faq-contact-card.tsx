import Email from '@mui/icons-material/EmailOutlined';
import Phone from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';

function ContactTile({ href, icon, value, hint }: { href: string; icon: ReactNode; value: string; hint: string }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 240px', maxInlineSize: 360 }}>
      <CardActionArea href={href} sx={{ p: 3, textAlign: 'center' }}>
        <Box sx={{ color: 'primary.main', mb: 1 }}>{icon}</Box>
        <Typography variant="h6" component="p" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {hint}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

/** "Still have a question?": the brand's e-mail and phone. */
export function FaqContactCard() {
  const { t } = useTranslation('faq');
  return (
    <Box component="section" aria-labelledby="faq-contact" sx={{ textAlign: 'center', mt: 6 }}>
      <Typography id="faq-contact" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('contact.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('contact.body')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 3 }}>
        <ContactTile
          href={brand.phoneHref}
          icon={<Phone fontSize="large" aria-hidden />}
          value={brand.phone}
          hint={t('contact.phoneHint')}
        />
        <ContactTile
          href={`mailto:${brand.email}`}
          icon={<Email fontSize="large" aria-hidden />}
          value={brand.email}
          hint={t('contact.emailHint')}
        />
      </Box>
    </Box>
  );
}
