import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { DemoCard } from './demo-card';

function Labelled({
  label,
  children,
  help,
  error,
}: {
  label: string;
  children: (id: string) => ReactNode;
  help?: string;
  error?: boolean;
}) {
  const id = useId();
  return (
    <Box>
      <Typography id={id} variant="body2" color={error ? 'error' : 'textSecondary'} gutterBottom>
        {label}
      </Typography>
      {children(id)}
      {help && <FormHelperText error={error}>{help}</FormHelperText>}
    </Box>
  );
}

/** Sliders (one value and a range) and ratings, each in its states. */
export function SliderInputs() {
  const { t } = useTranslation('forms');
  const fmt = useFormatters();
  const [budget, setBudget] = useState<number[]>([150_000, 600_000]);
  const [rating, setRating] = useState<number | null>(null);
  const xaf = (v: number) => fmt.money(v, 'XAF');
  const stars = (v: number) => t('elements.rating.stars', { value: v });
  return (
    <>
      <DemoCard title={t('elements.slider.title')} subtitle={t('elements.slider.subtitle')}>
        <Labelled label={t('elements.slider.volume')} help={t('elements.helper')}>
          {(id) => <Slider aria-labelledby={id} defaultValue={40} valueLabelDisplay="auto" />}
        </Labelled>
        <Labelled label={t('elements.slider.steps')}>
          {(id) => (
            <Slider
              aria-labelledby={id}
              defaultValue={60}
              step={20}
              marks
              min={0}
              max={100}
              valueLabelDisplay="auto"
              disabled
            />
          )}
        </Labelled>
        <Labelled label={t('elements.slider.range', { from: xaf(budget[0] ?? 0), to: xaf(budget[1] ?? 0) })}>
          {(id) => (
            <Slider
              aria-labelledby={id}
              value={budget}
              onChange={(_, v) => setBudget(v as number[])}
              min={0}
              max={1_000_000}
              step={50_000}
              disableSwap
              getAriaValueText={xaf}
              valueLabelFormat={(v) => fmt.number(v, { notation: 'compact' })}
              valueLabelDisplay="auto"
            />
          )}
        </Labelled>
        <Labelled label={t('elements.slider.capacity')} help={t('elements.slider.error')} error>
          {(id) => <Slider aria-labelledby={id} defaultValue={95} color="error" valueLabelDisplay="auto" />}
        </Labelled>
      </DemoCard>
      <DemoCard title={t('elements.rating.title')} subtitle={t('elements.rating.subtitle')}>
        <Labelled label={t('elements.rating.default')} help={t('elements.helper')}>
          {() => <Rating name="rating-default" getLabelText={stars} defaultValue={4} />}
        </Labelled>
        <Labelled label={t('elements.rating.readOnly')}>
          {() => <Rating name="rating-read" getLabelText={stars} value={3.5} precision={0.5} readOnly />}
        </Labelled>
        <Labelled label={t('elements.rating.disabled')}>
          {() => <Rating name="rating-disabled" getLabelText={stars} value={2} disabled />}
        </Labelled>
        <Labelled
          label={t('elements.rating.required')}
          help={rating ? t('elements.helper') : t('elements.rating.error')}
          error={!rating}
        >
          {() => (
            <Rating name="rating-required" getLabelText={stars} value={rating} onChange={(_, v) => setRating(v)} />
          )}
        </Labelled>
      </DemoCard>
    </>
  );
}
