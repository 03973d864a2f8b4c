import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/data-table/table-states';
import { SetPasswordCard } from '@/components/form/set-password-card';
import { toast } from '@/lib/toast';
import { useChoiceUntilSettled } from '@/lib/use-choice-until-settled';
import { useFormatters } from '@/lib/use-formatters';
import { useUpdateCustomerSecurity } from '../api/customer-book-mutations';
import { ecommerceQueries } from '../api/queries';

/**
 * An administrator sets the customer's shop password (stored hashed, never shown) and requires two-step sign-in,
 * through PATCH …/security (docs/decisions.md, "A customer's security").
 */
export function CustomerSecurityTab({ customerId }: { customerId: number }) {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  const query = useQuery(ecommerceQueries.customerSecurity(customerId));
  const password = useUpdateCustomerSecurity(customerId);
  const twoFactor = useUpdateCustomerSecurity(customerId);
  const [twoFactorShown, chooseTwoFactor] = useChoiceUntilSettled(query.data?.twoFactor ?? false);
  if (query.isError) {
    return (
      <Card>
        <ErrorState onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  if (query.isPending) {
    return (
      <Box sx={{ display: 'grid', gap: 3 }} aria-busy>
        <Skeleton variant="rounded" height={330} />
        <Skeleton variant="rounded" height={150} />
      </Box>
    );
  }
  const { passwordSetAt } = query.data;
  const setPassword = async (value: string) => {
    try {
      await password.mutateAsync({ password: value });
      toast(t('customers.passwordSaved'), { variant: 'success' });
      return true;
    } catch {
      toast(t('customers.passwordFailed'), { variant: 'error' });
      return false;
    }
  };
  const switchTwoFactor = (enabled: boolean) =>
    twoFactor.mutate(
      { twoFactor: enabled },
      {
        ...chooseTwoFactor(enabled),
        onSuccess: () => toast(t(enabled ? 'customers.twoFactorOn' : 'customers.twoFactorOff'), { variant: 'success' }),
        onError: () => toast(t('customers.twoFactorFailed'), { variant: 'error' }),
      },
    );
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <SetPasswordCard
        title={t('customers.changePassword')}
        submitLabel={t('customers.changePassword')}
        pending={password.isPending}
        onValid={setPassword}
        notice={
          <Box sx={{ mb: 2.5, display: 'grid', gap: 0.5 }}>
            <Typography variant="body2" color="textSecondary">
              {t('customers.securityHint')}
            </Typography>
            <Typography variant="body2" role="status">
              {passwordSetAt
                ? t('customers.passwordSetAt', { date: fmt.dateTime(passwordSetAt) })
                : t('customers.passwordNeverSet')}
            </Typography>
          </Box>
        }
      />
      <Card>
        <CardHeader title={t('customers.twoFactor')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent sx={{ pt: 0 }}>
          <FormControlLabel
            control={
              <Switch
                checked={twoFactorShown}
                disabled={twoFactor.isPending}
                onChange={(e) => switchTwoFactor(e.target.checked)}
              />
            }
            label={t('customers.twoFactorHint')}
          />
        </CardContent>
      </Card>
    </Box>
  );
}
