import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const avatarTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const avatarMaxBytes = 800 * 1024;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((p) => p[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** The picture is read into a data URL in the browser: a preview, never an upload. */
export function ProfileAvatar({
  src,
  name,
  onChange,
}: {
  src: string | null;
  name: string;
  onChange: (src: string | null) => void;
}) {
  const { t } = useTranslation('account-settings');
  const [error, setError] = useState<string | null>(null);
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!avatarTypes.includes(file.type)) return setError(t('avatar.badType'));
    if (file.size > avatarMaxBytes) return setError(t('avatar.tooLarge'));
    setError(null);
    const reader = new FileReader();
    reader.onload = () => onChange(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => setError(t('avatar.unreadable'));
    reader.readAsDataURL(file);
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
      <Avatar
        src={src ?? undefined}
        alt={src ? t('avatar.alt', { name }) : undefined}
        variant="rounded"
        sx={{ inlineSize: 100, blockSize: 100, fontSize: 36, bgcolor: 'primary.dark', color: 'primary.contrastText' }}
      >
        {initials(name || '?')}
      </Avatar>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="contained" component="label">
            {t('avatar.upload')}
            <input
              hidden
              type="file"
              accept={avatarTypes.join(',')}
              onChange={(e) => {
                pick(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </Button>
          <Button
            variant="outlined"
            color="secondary"
            onClick={() => {
              setError(null);
              onChange(null);
            }}
          >
            {t('avatar.reset')}
          </Button>
        </Box>
        <Typography variant="body2" color={error ? 'error' : 'textSecondary'} role={error ? 'alert' : undefined}>
          {error ?? t('avatar.hint')}
        </Typography>
      </Box>
    </Box>
  );
}
