import Description from '@mui/icons-material/DescriptionOutlined';
import History from '@mui/icons-material/History';
import KeyboardReturn from '@mui/icons-material/KeyboardReturn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SearchOption, SearchOptionGroup } from './search-types';

interface Props {
  id: string;
  groups: SearchOptionGroup[];
  activeId: string | undefined;
  onHover: (id: string) => void;
  onChoose: (option: SearchOption) => void;
  onClearRecent: () => void;
}

/** Grouped options; focus stays in the field, which points at the active option (aria-activedescendant). */
export function SearchListbox({ id, groups, activeId, onHover, onChoose, onClearRecent }: Props) {
  const { t } = useTranslation();
  return (
    <Box id={id} role="listbox" aria-label={t('search.results')} sx={{ py: 1 }}>
      {groups.map((group) => (
        <Box key={group.id} role="group" aria-labelledby={`${id}-${group.id}`} sx={{ '& + &': { mt: 1 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1, pb: 0.5 }}>
            <Typography
              id={`${id}-${group.id}`}
              variant="caption"
              sx={{ flex: 1, color: 'text.disabled', textTransform: 'uppercase', letterSpacing: 0.6, fontWeight: 600 }}
            >
              {group.label}
            </Typography>
            {group.id === 'recent' && (
              <Button size="small" onClick={onClearRecent} sx={{ minInlineSize: 0, py: 0 }}>
                {t('search.clearRecent')}
              </Button>
            )}
          </Box>
          {group.options.map((option) => {
            const active = option.id === activeId;
            const Icon = group.id === 'recent' ? History : Description;
            return (
              <Box
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={active}
                onMouseMove={() => !active && onHover(option.id)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onChoose(option)}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  mx: 1,
                  px: 1.5,
                  py: 1,
                  borderRadius: 2,
                  cursor: 'pointer',
                  color: active ? 'primary.main' : 'text.primary',
                  bgcolor: active ? 'rgba(var(--mui-palette-primary-mainChannel) / 0.1)' : 'transparent',
                }}
              >
                <Icon fontSize="small" sx={{ color: active ? 'primary.main' : 'text.secondary' }} />
                <Box sx={{ flex: 1, minInlineSize: 0 }}>
                  <Typography noWrap sx={{ fontWeight: 500, fontSize: 15 }}>
                    {option.label}
                  </Typography>
                  {option.parent && (
                    <Typography noWrap variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                      {option.parent}
                    </Typography>
                  )}
                </Box>
                {active && <KeyboardReturn fontSize="small" aria-hidden sx={{ opacity: 0.7 }} />}
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
