import 'driver.js/dist/driver.css';
import TourIcon from '@mui/icons-material/TourOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import GlobalStyles from '@mui/material/GlobalStyles';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { driver, type Driver } from 'driver.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { isOnScreen, tourKeyAction, tourSteps } from '../components/tour-steps';
import { tourStyles } from '../components/tour-styles';

/** A guided tour of the back office (driver.js): keyboard arrows move, Escape ends it, focus stays in its box. */
export function Component() {
  const { t, i18n } = useTranslation('extensions');
  const { t: tCommon } = useTranslation();
  const reduced = useReducedMotion();
  const tour = useRef<Driver | null>(null);
  useEffect(() => {
    // The tour's keys are ours: driver.js drops a key pressed before its next frame (one step, then another
    // quickly, moved only once), even when it does not animate.
    const keys = (event: KeyboardEvent) => {
      const current = tour.current;
      if (!current?.isActive()) return;
      const action = tourKeyAction(event.key, i18n.dir());
      if (action === 'close') current.destroy();
      else if (action === 'next') current.moveNext();
      else if (action === 'previous' && !current.isFirstStep()) current.movePrevious();
    };
    window.addEventListener('keyup', keys);
    return () => {
      window.removeEventListener('keyup', keys);
      tour.current?.destroy();
    };
  }, [i18n]);

  const start = () => {
    const steps = tourSteps(tCommon)
      .filter((s) => isOnScreen(s.element))
      .map((s) => ({
        element: s.element,
        popover: { title: t(`tour.steps.${s.key}.title`), description: t(`tour.steps.${s.key}.body`) },
      }));
    tour.current?.destroy();
    tour.current = driver({
      steps,
      showProgress: true,
      progressText: t('tour.progress', { current: '{{current}}', total: '{{total}}' }),
      nextBtnText: t('tour.next'),
      prevBtnText: t('tour.previous'),
      doneBtnText: t('tour.done'),
      popoverClass: 'app-tour',
      allowKeyboardControl: false,
      animate: !reduced,
      smoothScroll: !reduced,
      stageRadius: 8,
      onPopoverRender: (popover) => {
        popover.closeButton.setAttribute('aria-label', t('tour.close'));
        popover.nextButton.focus();
      },
    });
    tour.current.drive();
  };

  return (
    <>
      <GlobalStyles styles={tourStyles} />
      <PageTitle title={t('tour.title')} subtitle={t('tour.subtitle')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card id="tour-start" sx={{ blockSize: '100%' }}>
            <CardContent sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
              <TourIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
              <Typography variant="h6" component="h2">
                {t('tour.cardTitle')}
              </Typography>
              <Typography color="textSecondary">{t('tour.cardBody')}</Typography>
              <Button variant="contained" onClick={start}>
                {t('tour.start')}
              </Button>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ blockSize: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('tour.keysTitle')}
              </Typography>
              <Typography
                component="ul"
                color="textSecondary"
                sx={{ m: 0, paddingInlineStart: 3, display: 'grid', gap: 1 }}
              >
                <li>{t('tour.keys.next')}</li>
                <li>{t('tour.keys.previous')}</li>
                <li>{t('tour.keys.close')}</li>
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
