import Facebook from '@mui/icons-material/Facebook';
import GitHub from '@mui/icons-material/GitHub';
import Google from '@mui/icons-material/Google';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import Avatar from '@mui/material/Avatar';

const icons: Record<string, typeof Google> = {
  google: Google,
  github: GitHub,
  facebook: Facebook,
  x: X,
  linkedin: LinkedIn,
  instagram: Instagram,
  youtube: YouTube,
};

/** A service's icon, or its initial when no icon exists for it; decorative, the name is next to it. */
export function ServiceLogo({ id, name }: { id: string; name: string }) {
  const Icon = icons[id];
  return (
    <Avatar variant="rounded" aria-hidden sx={{ bgcolor: 'action.selected', color: 'text.primary', fontWeight: 700 }}>
      {Icon ? <Icon /> : name[0]}
    </Avatar>
  );
}
