import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NavbarPanel } from './navbar-panel';
import { Link } from 'react-router';
import { href } from '@/config/paths';
import { useAbility } from '@/lib/casl/can';
import { isLinkAllowed } from '../../../navigation';
import { shortcuts } from './shortcuts';

interface Props {
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The shortcuts grid, loaded on its first opening. */
export function ShortcutsPanel({ anchor, onClose }: Props) {
  const { t } = useTranslation();
  const ability = useAbility();
  const visible = shortcuts.filter((s) => isLinkAllowed(s.link, (a, sub) => ability.can(a, sub)));
  return (
    <NavbarPanel anchor={anchor} onClose={onClose} label={t('shortcuts.title')} inlineSize={340}>
      <Typography
        variant="h6"
        component="h2"
        sx={{ fontSize: 17, px: 2.5, py: 1.75, borderBlockEnd: 1, borderColor: 'divider' }}
      >
        {t('shortcuts.title')}
      </Typography>
      {visible.length === 0 ? (
        <Typography sx={{ p: 3, color: 'text.secondary', textAlign: 'center' }}>{t('shortcuts.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
          {visible.map(({ link, icon: Icon, subtitleKey }, i) => (
            <Box
              component="li"
              key={link.to}
              sx={{
                borderBlockEnd: i < visible.length - (visible.length % 2 || 2) ? 1 : 0,
                borderInlineEnd: i % 2 === 0 ? 1 : 0,
                borderColor: 'divider',
              }}
            >
              <ButtonBase
                component={Link}
                to={href(link.to, link.params)}
                onClick={onClose}
                sx={{
                  inlineSize: '100%',
                  flexDirection: 'column',
                  gap: 1,
                  p: 2.5,
                  textAlign: 'center',
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                <Box
                  sx={{
                    inlineSize: 48,
                    blockSize: 48,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'action.selected',
                    color: 'text.primary',
                  }}
                >
                  <Icon />
                </Box>
                <Typography component="span" sx={{ fontWeight: 600, fontSize: 15 }}>
                  {t(link.titleKey)}
                </Typography>
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary', mt: -0.75 }}>
                  {t(`shortcuts.${subtitleKey}`)}
                </Typography>
              </ButtonBase>
            </Box>
          ))}
        </Box>
      )}
    </NavbarPanel>
  );
}
