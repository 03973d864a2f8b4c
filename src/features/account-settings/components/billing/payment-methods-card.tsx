import CreditCard from '@mui/icons-material/CreditCardOutlined';
import PhoneAndroid from '@mui/icons-material/PhoneAndroidOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { session } from '@/lib/auth/session';
import { paymentMethods } from '../../api/sample-data';
import { useSavedSections } from '../../api/session-store';
import { useSaveForSession } from '../use-save-for-session';

const initial = { primary: 'visa', removed: [] as string[] };

export function PaymentMethodsCard() {
  const { t } = useTranslation('account-settings');
  const saveForSession = useSaveForSession();
  const loadSaved = useSavedSections();
  const [state, setState] = useState(() => loadSaved('payment-methods', initial));
  const apply = (next: typeof initial) => {
    setState(next);
    saveForSession('payment-methods', next);
  };
  const shown = paymentMethods.filter((m) => !state.removed.includes(m.id));
  return (
    <Card>
      <CardHeader title={t('payment.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {shown.length === 0 ? (
          <Typography role="status" color="textSecondary">
            {t('payment.empty')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {shown.map((m) => {
              const primary = m.id === state.primary;
              const holder = 'network' in m ? m.network : (session.user()?.fullName ?? '');
              return (
                <Box
                  component="li"
                  key={m.id}
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    gap: 2,
                    p: 2,
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                  }}
                >
                  <Avatar variant="rounded" sx={{ bgcolor: 'background.paper', color: 'text.primary' }}>
                    {m.expires ? <CreditCard aria-hidden /> : <PhoneAndroid aria-hidden />}
                  </Avatar>
                  <Box sx={{ flex: '1 1 200px', minInlineSize: 0 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                      <Typography component="h3" sx={{ fontWeight: 600 }}>{`${m.brand} •••• ${m.last4}`}</Typography>
                      {primary && <Chip size="small" label={t('payment.primary')} variant="outlined" />}
                    </Box>
                    <Typography variant="body2" color="textSecondary">
                      {holder}
                      {m.expires && ` · ${t('payment.expires', { date: m.expires })}`}
                    </Typography>
                  </Box>
                  <Box sx={{ display: 'flex', gap: 1 }}>
                    {!primary && (
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() => apply({ ...state, primary: m.id })}
                        aria-label={t('payment.makePrimaryOf', { name: `${m.brand} ${m.last4}` })}
                      >
                        {t('payment.makePrimary')}
                      </Button>
                    )}
                    <Button
                      size="small"
                      color="error"
                      variant="outlined"
                      onClick={() =>
                        apply({
                          primary: primary ? (shown.find((o) => o.id !== m.id)?.id ?? '') : state.primary,
                          removed: [...state.removed, m.id],
                        })
                      }
                      aria-label={t('payment.removeOf', { name: `${m.brand} ${m.last4}` })}
                    >
                      {t('payment.remove')}
                    </Button>
                  </Box>
                </Box>
              );
            })}
          </Box>
        )}
        {state.removed.length > 0 && (
          <Button sx={{ mt: 2 }} onClick={() => apply(initial)}>
            {t('payment.restore')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
