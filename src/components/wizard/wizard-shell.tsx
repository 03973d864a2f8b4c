import ArrowBack from '@mui/icons-material/ArrowBackRounded';
import ArrowForward from '@mui/icons-material/ArrowForwardRounded';
import Check from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';

export interface ShellStep {
  id: string;
  label: string;
  caption: string;
  icon: ReactNode;
}

interface Props {
  /** Names the form to assistive technologies. */
  title: string;
  steps: readonly ShellStep[];
  active: number;
  /** The last step that may be opened (`lastReachable`). */
  reachable: number;
  onSelect: (index: number) => void;
  onBack: () => void;
  onSubmit: (event: FormEvent) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** A step's icon in its rounded tile: filled when current, tonal once passed, grey ahead (Vuexy's wizards). */
function StepTile({ icon, state }: { icon: ReactNode; state: 'active' | 'done' | 'ahead' }) {
  return (
    <Box
      aria-hidden
      sx={{
        display: 'grid',
        placeItems: 'center',
        inlineSize: 40,
        blockSize: 40,
        borderRadius: 1.5,
        flexShrink: 0,
        transition: 'background-color .2s, color .2s',
        ...(state === 'active'
          ? { bgcolor: 'primary.main', color: 'primary.contrastText', boxShadow: 3 }
          : state === 'done'
            ? { bgcolor: 'rgba(var(--mui-palette-primary-mainChannel) / 0.16)', color: 'primary.main' }
            : { bgcolor: 'action.selected', color: 'text.secondary' }),
        '& svg': { fontSize: 22 },
      }}
    >
      {state === 'done' ? <Check /> : icon}
    </Box>
  );
}

/**
 * The one stepper shell of the three wizards: MUI's Stepper (vertical on a phone, horizontal from `md`), each
 * step that may be opened a button, the current step's heading (focused on each change, so screen readers read
 * it) and a polite announcement of "step n of N", then the step's content and Back / Next (or submit).
 */
export function WizardShell(props: Props) {
  const { title, steps, active, reachable, onSelect, onBack, onSubmit, headingRef, submitting, submitLabel } = props;
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  // Arrows point the way the text reads.
  const flip = { transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined };
  const current = steps[active]!;
  const last = active === steps.length - 1;
  return (
    <Card component="form" noValidate aria-label={title} onSubmit={onSubmit}>
      <Box component="nav" aria-label={t('wizard.steps')} sx={{ p: { xs: 2.5, md: 3 } }}>
        <Stepper
          nonLinear
          activeStep={active}
          orientation={phone ? 'vertical' : 'horizontal'}
          connector={phone ? undefined : <ArrowConnector flip={flip} />}
          sx={{ '& .MuiStepConnector-line': { borderColor: 'divider' } }}
        >
          {steps.map((step, index) => {
            const state =
              index === active
                ? 'active'
                : index < reachable || (index === reachable && index < active)
                  ? 'done'
                  : 'ahead';
            const label = (
              <Box sx={{ display: 'flex', flexDirection: 'column', textAlign: 'start' }}>
                <Typography
                  component="span"
                  sx={{ fontWeight: 600, color: state === 'ahead' ? 'text.secondary' : 'text.primary' }}
                >
                  {step.label}
                </Typography>
                <Typography component="span" variant="body2" color="textSecondary">
                  {step.caption}
                </Typography>
              </Box>
            );
            const icon = () => <StepTile icon={step.icon} state={state} />;
            return (
              <Step key={step.id} completed={state === 'done'} disabled={index > reachable}>
                {index !== active && index <= reachable ? (
                  // A plain button, not MUI's StepButton: that one turns the stepper into a tab list.
                  <ButtonBase
                    onClick={() => onSelect(index)}
                    focusRipple
                    sx={{
                      borderRadius: 1.5,
                      p: 0.5,
                      m: -0.5,
                      textAlign: 'start',
                      '&.Mui-focusVisible': { outline: '2px solid var(--mui-palette-primary-main)' },
                    }}
                  >
                    <StepLabel icon={icon()}>{label}</StepLabel>
                  </ButtonBase>
                ) : (
                  <StepLabel icon={icon()} aria-current={index === active ? 'step' : undefined}>
                    {label}
                  </StepLabel>
                )}
              </Step>
            );
          })}
        </Stepper>
      </Box>
      <Divider />
      <Box sx={{ p: { xs: 2.5, md: 4 } }}>
        <Box role="status" sx={visuallyHidden}>
          {t('wizard.stepOf', { index: active + 1, count: steps.length, label: current.label })}
        </Box>
        <Typography variant="h5" component="h2" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
          {current.label}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {current.caption}
        </Typography>
        {props.children}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 4 }}>
          <Button
            variant="outlined"
            color="secondary"
            onClick={onBack}
            disabled={active === 0}
            startIcon={<ArrowBack sx={flip} />}
          >
            {t('wizard.back')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={last ? 'success' : 'primary'}
            loading={submitting}
            endIcon={last ? <Check /> : <ArrowForward sx={flip} />}
          >
            {last ? submitLabel : t('wizard.next')}
          </Button>
        </Box>
      </Box>
    </Card>
  );
}

/** Between steps on a wide screen: a chevron, as Vuexy's wizards draw it. */
function ArrowConnector({ flip }: { flip: { transform?: string } }) {
  return (
    <Box aria-hidden sx={{ flex: '0 0 auto', mx: 1, color: 'text.disabled', display: 'flex', alignItems: 'center' }}>
      <ArrowForward sx={{ fontSize: 18, ...flip }} />
    </Box>
  );
}
