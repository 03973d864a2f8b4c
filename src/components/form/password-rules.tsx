import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import RadioUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { passwordRules } from '@/lib/password-policy';

/** The policy's rules, each ticked as the typed password meets it (and said so to a screen reader). */
export function PasswordRules({ password }: { password: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {t('password.rulesTitle')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
        {passwordRules.map((rule) => {
          const met = rule.test(password);
          const Icon = met ? CheckCircle : RadioUnchecked;
          return (
            <Box
              component="li"
              key={rule.key}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, color: met ? 'success.main' : 'text.secondary' }}
            >
              <Icon fontSize="small" aria-hidden />
              <Typography variant="body2" color="textPrimary">
                {t(`password.rules.${rule.key}`)}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  ({met ? t('password.ruleMet') : t('password.ruleNotMet')})
                </Box>
              </Typography>
            </Box>
          );
        })}
      </Box>
    </>
  );
}
