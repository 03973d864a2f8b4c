import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useSetPresence } from '../api/mutations';
import { type ChatPerson, type Presence, presences } from '../api/types';
import { PresenceAvatar, presenceColor } from './presence-avatar';

interface Props {
  person: ChatPerson | undefined;
  /** The signed-in user's own profile: their status can be set here. */
  mine: boolean;
  onClose: () => void;
}

/** A person's profile: avatar, title, about, details; for the user's own, the status they show to others. */
export function ProfileDrawer({ person, mine, onClose }: Props) {
  const { t } = useTranslation('chat');
  const setPresence = useSetPresence();
  const title = mine ? t('profile.mine') : t('profile.contact');
  return (
    <Drawer
      anchor="right"
      open={Boolean(person)}
      onClose={onClose}
      slotProps={{ paper: { sx: { inlineSize: { xs: '100%', sm: 370 } }, 'aria-label': title } as object }}
    >
      {person && (
        <Box sx={{ p: 5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <IconButton onClick={onClose} aria-label={t('profile.close')}>
              <Close />
            </IconButton>
          </Box>
          <Box
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1, mb: 4 }}
          >
            <PresenceAvatar name={person.fullName} presence={person.presence} size={84} />
            <Typography variant="h5" component="p" sx={{ mt: 1 }}>
              {person.fullName}
            </Typography>
            <Typography color="textSecondary">{person.title}</Typography>
          </Box>
          {person.about && (
            <Section title={t('profile.about')}>
              <Typography variant="body2">{person.about}</Typography>
            </Section>
          )}
          {mine && (
            <Section title={t('profile.status')} id="chat-status-label">
              <RadioGroup
                aria-labelledby="chat-status-label"
                value={person.presence}
                onChange={(event) =>
                  setPresence.mutate(event.target.value as Presence, {
                    onSuccess: (me) =>
                      toast(t('profile.saved', { status: t(`presence.${me.presence}`) }), { variant: 'success' }),
                    onError: () => toast(t('profile.failed'), { variant: 'error' }),
                  })
                }
              >
                {presences.map((presence) => (
                  <FormControlLabel
                    key={presence}
                    value={presence}
                    control={<Radio size="small" />}
                    label={
                      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                        <Box
                          component="span"
                          sx={{ inlineSize: 10, blockSize: 10, borderRadius: '50%', bgcolor: presenceColor[presence] }}
                        />
                        {t(`presence.${presence}`)}
                      </Box>
                    }
                  />
                ))}
              </RadioGroup>
            </Section>
          )}
          <Section title={t('profile.details')}>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
            >
              {(
                [
                  ['email', person.email],
                  ['phone', person.phone],
                  ['company', person.company],
                  ['city', person.city],
                ] as const
              )
                .filter(([, value]) => value)
                .map(([key, value]) => (
                  <Box key={key} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="textSecondary">
                      {t(`profile.${key}`)}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{
                        m: 0,
                        overflowWrap: 'anywhere',
                        textAlign: 'left' /* right in RTL (stylis-plugin-rtl): the e-mail lines up with the rest */,
                      }}
                      dir={key === 'phone' || key === 'email' ? 'ltr' : undefined}
                    >
                      {value}
                    </Typography>
                  </Box>
                ))}
            </Box>
          </Section>
        </Box>
      )}
    </Drawer>
  );
}

function Section({ title, id, children }: { title: string; id?: string; children: React.ReactNode }) {
  return (
    <Box sx={{ mb: 4 }}>
      <Typography id={id} variant="overline" component="h3" color="textSecondary" sx={{ display: 'block', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
