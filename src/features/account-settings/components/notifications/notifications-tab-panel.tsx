import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationChannels, notificationTypes } from '../../api/sample-data';
import { useSavedSections } from '../../api/session-store';
import { useSaveForSession } from '../use-save-for-session';

const defaults = {
  checked: [
    'newForYou:email',
    'newForYou:browser',
    'newForYou:app',
    'accountActivity:email',
    'accountActivity:browser',
    'newBrowserSignIn:email',
    'newDeviceLinked:email',
  ],
  when: 'online',
};
const whenOptions = ['online', 'anytime'] as const;

export function NotificationsTabPanel() {
  const { t } = useTranslation('account-settings');
  const saveForSession = useSaveForSession();
  const titleId = useId();
  const loadSaved = useSavedSections();
  const [saved, setSaved] = useState(() => loadSaved('notifications', defaults));
  const [checked, setChecked] = useState(() => new Set(saved.checked));
  const [when, setWhen] = useState(saved.when);
  const toggle = (key: string) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const submit = () => {
    const value = { checked: [...checked], when };
    saveForSession('notifications', value);
    setSaved(value);
  };
  const discard = () => {
    setChecked(new Set(saved.checked));
    setWhen(saved.when);
  };
  return (
    <Card>
      <CardHeader
        title={t('notifications.title')}
        subheader={t('notifications.subtitle')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: titleId } }}
      />
      <TableContainer>
        <Table
          aria-labelledby={titleId}
          sx={{ minInlineSize: 480, '& .MuiTableCell-root': { paddingInline: { xs: 1, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('notifications.type')}</TableCell>
              {notificationChannels.map((c) => (
                <TableCell key={c} align="center" sx={{ inlineSize: 120 }}>
                  {t(`notifications.channels.${c}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {notificationTypes.map((type) => (
              <TableRow key={type}>
                <TableCell component="th" scope="row">
                  {t(`notifications.types.${type}`)}
                </TableCell>
                {notificationChannels.map((c) => (
                  <TableCell key={c} align="center" padding="checkbox">
                    <Checkbox
                      checked={checked.has(`${type}:${c}`)}
                      onChange={() => toggle(`${type}:${c}`)}
                      slotProps={{
                        input: {
                          'aria-label': t('notifications.cellLabel', {
                            type: t(`notifications.types.${type}`),
                            channel: t(`notifications.channels.${c}`),
                          }),
                        },
                      }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <CardContent sx={{ display: 'grid', gap: 3, justifyItems: 'start' }}>
        <TextField
          select
          label={t('notifications.when')}
          value={when}
          onChange={(e) => setWhen(e.target.value)}
          sx={{ minInlineSize: 280, maxInlineSize: '100%' }}
        >
          {whenOptions.map((o) => (
            <MenuItem key={o} value={o}>
              {t(`notifications.whenOptions.${o}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Button variant="contained" onClick={submit}>
            {t('actions.save')}
          </Button>
          <Button variant="outlined" color="secondary" onClick={discard}>
            {t('actions.discard')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
