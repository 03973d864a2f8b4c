import type { ChildKeys } from '@/lib/i18n/keys';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import {
  AutoplayDemo,
  MultipleDemo,
  NavigationDemo,
  PaginationDemo,
  ProgressDemo,
  ThumbnailsDemo,
} from '../components/swiper-demos';

const demos: {
  key: ChildKeys<'extensions', 'swiper.demos'>;
  Demo: ComponentType<{ label: string }>;
  wide?: boolean;
}[] = [
  { key: 'navigation', Demo: NavigationDemo },
  { key: 'pagination', Demo: PaginationDemo },
  { key: 'multiple', Demo: MultipleDemo, wide: true },
  { key: 'autoplay', Demo: AutoplayDemo },
  { key: 'thumbnails', Demo: ThumbnailsDemo },
  { key: 'progress', Demo: ProgressDemo, wide: true },
];

/** Carousel examples (embla-carousel), the way an admin template shows its slider extension. */
export function Component() {
  const { t } = useTranslation('extensions');
  return (
    <>
      <PageTitle title={t('swiper.title')} subtitle={t('swiper.subtitle')} />
      <Grid container spacing={3}>
        {demos.map(({ key, Demo, wide }) => (
          <Grid key={key} size={{ xs: 12, lg: wide ? 12 : 6 }}>
            <Card sx={{ blockSize: '100%' }}>
              <CardHeader
                title={t(`swiper.demos.${key}.title`)}
                subheader={t(`swiper.demos.${key}.hint`)}
                slotProps={{ title: { component: 'h2', variant: 'h6' } }}
              />
              <CardContent sx={{ pt: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
                <Demo label={t(`swiper.demos.${key}.title`)} />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
