import Visibility from '@mui/icons-material/VisibilityOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard } from './demo-card';

/** Text, number and password fields, each in its four states. */
export function TextInputs() {
  const { t } = useTranslation('forms');
  const [shown, setShown] = useState(false);
  return (
    <>
      <DemoCard title={t('elements.text.title')} subtitle={t('elements.text.subtitle')}>
        <TextField label={t('elements.text.label')} placeholder={t('elements.text.placeholder')} />
        <TextField label={t('elements.text.label')} defaultValue="Okoumé Digital" helperText={t('elements.helper')} />
        <TextField label={t('elements.text.label')} defaultValue="Okoumé Digital" disabled />
        <TextField label={t('elements.text.label')} defaultValue="O" error helperText={t('elements.text.error')} />
      </DemoCard>
      <DemoCard title={t('elements.number.title')} subtitle={t('elements.number.subtitle')}>
        <TextField
          label={t('elements.number.label')}
          type="number"
          defaultValue={25000}
          slotProps={{
            htmlInput: { min: 0, step: 500 },
            input: { endAdornment: <InputAdornment position="end">XAF</InputAdornment> },
          }}
          helperText={t('elements.number.helper')}
        />
        <TextField
          label={t('elements.number.quantity')}
          type="number"
          defaultValue={-2}
          error
          helperText={t('elements.number.error')}
        />
        <TextField
          label={t('elements.password.label')}
          type={shown ? 'text' : 'password'}
          defaultValue="Okoume2025!"
          autoComplete="new-password"
          helperText={t('elements.password.helper')}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    onClick={() => setShown((s) => !s)}
                    aria-label={t(shown ? 'elements.password.hide' : 'elements.password.show')}
                  >
                    {shown ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField label={t('elements.password.label')} type="password" defaultValue="secret" disabled />
      </DemoCard>
    </>
  );
}
