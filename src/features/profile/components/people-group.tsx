import AvatarGroup from '@mui/material/AvatarGroup';
import { Hint } from '@/components/hint';
import { useTranslation } from 'react-i18next';
import { InitialsAvatar } from '@/components/initials-avatar';

/** The shown people, then "+N" for the others; the group is named for screen readers. */
export function PeopleGroup({
  people,
  extra = 0,
}: {
  people: Array<{ name: string; avatar: string | null }>;
  extra?: number;
}) {
  const { t } = useTranslation('profile');
  const names = people.map((p) => p.name).join(', ');
  return (
    <AvatarGroup
      role="group"
      aria-label={extra ? t('people.more', { names, count: extra }) : names}
      max={people.length + 1}
      total={people.length + extra}
      slotProps={{
        surplus: {
          sx: {
            inlineSize: 32,
            blockSize: 32,
            fontSize: 12,
            fontWeight: 600,
            bgcolor: 'action.selected',
            color: 'text.primary',
          },
        },
      }}
      sx={{ justifyContent: 'flex-end', '& .MuiAvatar-root': { borderColor: 'background.paper' } }}
    >
      {people.map((p) => (
        <Hint key={p.name} title={p.name}>
          {/* The tooltip names the face; as an image it may carry that name. */}
          <span role="img">
            <InitialsAvatar name={p.name} src={p.avatar} size={32} />
          </span>
        </Hint>
      ))}
    </AvatarGroup>
  );
}
