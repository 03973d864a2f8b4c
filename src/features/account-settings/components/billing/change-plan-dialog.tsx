import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { type PlanId, plans } from '../../api/sample-data';

interface Props {
  open: boolean;
  current: PlanId;
  onClose: () => void;
  onChoose: (plan: PlanId) => void;
}

export function ChangePlanDialog({ open, current, onClose, onChoose }: Props) {
  const { t } = useTranslation('account-settings');
  const fmt = useFormatters();
  const titleId = useId();
  const [picked, setPicked] = useState<PlanId>(current);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onEnter: () => setPicked(current) } }}
    >
      <DialogTitle id={titleId}>{t('plan.dialogTitle')}</DialogTitle>
      <DialogContent>
        <RadioGroup aria-labelledby={titleId} value={picked} onChange={(e) => setPicked(e.target.value as PlanId)}>
          {plans.map((p) => (
            <FormControlLabel
              key={p.id}
              value={p.id}
              control={<Radio />}
              label={t('plan.option', { plan: t(`plans.${p.id}`), price: fmt.money(p.price, 'XAF'), count: p.users })}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button color="secondary" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button variant="contained" onClick={() => onChoose(picked)}>
          {t('plan.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
