import CheckCircle from '@mui/icons-material/CheckCircle';
import Cloud from '@mui/icons-material/CloudOutlined';
import Rocket from '@mui/icons-material/RocketLaunchOutlined';
import Storefront from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const plans = ['starter', 'business', 'enterprise'] as const;
export type Plan = (typeof plans)[number];
const icons = { starter: Storefront, business: Cloud, enterprise: Rocket } as const;

const arrows: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };

/**
 * Custom option cards: a radio group drawn as cards (WAI-ARIA radio group pattern: one tab stop, arrow keys
 * move and select, disabled options skipped). `error` asks for a choice when there is none.
 */
export function OptionCards({ disabled = [], required = false }: { disabled?: Plan[]; required?: boolean }) {
  const { t, i18n } = useTranslation('forms');
  const id = useId();
  const [value, setValue] = useState<Plan | null>(required ? null : 'business');
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const enabled = plans.filter((p) => !disabled.includes(p));
  const error = required && value === null;
  const move = (event: KeyboardEvent, from: Plan) => {
    // Left and right follow the reading direction: in Arabic the next card is on the left.
    const sideways = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const step =
      arrows[event.key] ?? (sideways === undefined ? undefined : i18n.dir() === 'rtl' ? -sideways : sideways);
    if (step === undefined) return;
    event.preventDefault();
    const next = enabled[(enabled.indexOf(from) + step + enabled.length) % enabled.length]!;
    setValue(next);
    refs.current[plans.indexOf(next)]?.focus();
  };
  const tabStop = value ?? enabled[0];
  return (
    <Box>
      <Typography id={`${id}-label`} variant="body2" color={error ? 'error' : 'textSecondary'} sx={{ mb: 1.5 }}>
        {t('elements.cards.legend')}
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-help`}
        aria-required={required || undefined}
        aria-invalid={error || undefined}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' }}
      >
        {plans.map((plan, index) => {
          const Icon = icons[plan];
          const checked = value === plan;
          const off = disabled.includes(plan);
          return (
            <ButtonBase
              key={plan}
              ref={(el) => void (refs.current[index] = el)}
              role="radio"
              aria-checked={checked}
              aria-disabled={off || undefined}
              disabled={off}
              tabIndex={plan === tabStop ? 0 : -1}
              onClick={() => setValue(plan)}
              onKeyDown={(e) => move(e, plan)}
              sx={{
                position: 'relative',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 1,
                p: 2.5,
                border: 2,
                borderRadius: 2,
                borderColor: checked ? 'primary.main' : error ? 'error.main' : 'divider',
                bgcolor: checked ? 'action.selected' : 'transparent',
                opacity: off ? 0.55 : 1,
                textAlign: 'center',
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              {checked && (
                <CheckCircle
                  color="primary"
                  fontSize="small"
                  sx={{ position: 'absolute', insetBlockStart: 8, insetInlineEnd: 8 }}
                />
              )}
              <Icon color={checked ? 'primary' : 'action'} sx={{ fontSize: 32 }} aria-hidden />
              <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t(`elements.cards.${plan}.title`)}
              </Typography>
              <Typography component="span" variant="body2" color="textSecondary">
                {t(`elements.cards.${plan}.body`)}
              </Typography>
            </ButtonBase>
          );
        })}
      </Box>
      <FormHelperText id={`${id}-help`} error={error}>
        {error
          ? t('elements.cards.error')
          : disabled.length > 0
            ? t('elements.cards.disabledHelp')
            : t('elements.helper')}
      </FormHelperText>
    </Box>
  );
}
