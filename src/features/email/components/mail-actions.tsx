import Delete from '@mui/icons-material/DeleteOutlined';
import DeleteForever from '@mui/icons-material/DeleteForeverOutlined';
import DriveFileMove from '@mui/icons-material/DriveFileMoveOutlined';
import LabelIcon from '@mui/icons-material/LabelOutlined';
import MarkEmailRead from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnreadOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Hint } from '@/components/hint';
import { type ReactElement, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { EmailBatch } from '../api/email-input';
import { movableFolders } from '../api/email-input';
import { useBatchEmails } from '../api/mutations';
import { type Label, labels, type StoredFolder } from '../api/types';
import { LabelDot } from './label-dot';

interface Props {
  ids: number[];
  /** Where the messages are: the trash deletes for good, the others move to the trash. */
  folder: StoredFolder | 'mixed';
  allRead: boolean;
  /** Labels every one of the messages has. */
  labelsOn: readonly Label[];
  /** Said after a change (the screen announces it), and whether the messages left the view. */
  onDone?: (what: string, left: boolean) => void;
}

function Action({
  title,
  onClick,
  icon,
  ...rest
}: { title: string; onClick: (e: React.MouseEvent<HTMLElement>) => void; icon: ReactElement } & Record<
  string,
  unknown
>) {
  return (
    <Hint title={title}>
      <IconButton aria-label={title} onClick={onClick} {...rest}>
        {icon}
      </IconButton>
    </Hint>
  );
}

/** What can be done to one message or a selection (issue "E-mail"), through `POST /api/apps/email/batch`. */
export function MailActions({ ids, folder, allRead, labelsOn, onDone }: Props) {
  const { t } = useTranslation('email');
  const batch = useBatchEmails();
  const [menu, setMenu] = useState<{ kind: 'move' | 'label'; anchor: HTMLElement } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const menuId = useId();
  const run = (change: Omit<EmailBatch, 'ids'>, what: string, left = false) => {
    setMenu(null);
    batch.mutate(
      { ids, ...change },
      {
        onSuccess: () => onDone?.(what, left),
        onError: () => toast(t('actions.failed'), { variant: 'error' }),
      },
    );
  };
  const inTrash = folder === 'trash';
  return (
    <>
      {allRead ? (
        <Action
          title={t('actions.markUnread')}
          icon={<MarkEmailUnread />}
          onClick={() => run({ read: false }, t('actions.markUnread'))}
        />
      ) : (
        <Action
          title={t('actions.markRead')}
          icon={<MarkEmailRead />}
          onClick={() => run({ read: true }, t('actions.markRead'))}
        />
      )}
      <Action
        title={t('actions.moveTo')}
        icon={<DriveFileMove />}
        aria-haspopup="menu"
        aria-controls={menu?.kind === 'move' ? menuId : undefined}
        onClick={(e) => setMenu({ kind: 'move', anchor: e.currentTarget })}
      />
      <Action
        title={t('actions.label')}
        icon={<LabelIcon />}
        aria-haspopup="menu"
        aria-controls={menu?.kind === 'label' ? menuId : undefined}
        onClick={(e) => setMenu({ kind: 'label', anchor: e.currentTarget })}
      />
      {inTrash ? (
        <Action title={t('actions.deleteForever')} icon={<DeleteForever />} onClick={() => setConfirming(true)} />
      ) : (
        <Action
          title={t('actions.delete')}
          icon={<Delete />}
          onClick={() => run({ folder: 'trash' }, t('actions.delete'), true)}
        />
      )}
      <Menu id={menuId} anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {menu?.kind === 'move' &&
          movableFolders
            .filter((f) => f !== folder)
            .map((f) => (
              <MenuItem key={f} onClick={() => run({ folder: f }, `${t('actions.moveTo')} ${t(`folders.${f}`)}`, true)}>
                {t(`folders.${f}`)}
              </MenuItem>
            ))}
        {menu?.kind === 'label' &&
          labels.map((label) => {
            const on = labelsOn.includes(label);
            return (
              <MenuItem
                key={label}
                role="menuitemcheckbox"
                aria-checked={on}
                onClick={() => run(on ? { removeLabel: label } : { addLabel: label }, t(`labels.${label}`))}
              >
                <ListItemIcon>
                  <Checkbox
                    edge="start"
                    size="small"
                    checked={on}
                    tabIndex={-1}
                    slotProps={{ input: { 'aria-hidden': true } }}
                  />
                </ListItemIcon>
                <LabelDot label={label} />
                <ListItemText sx={{ marginInlineStart: 1 }}>{t(`labels.${label}`)}</ListItemText>
              </MenuItem>
            );
          })}
      </Menu>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`${menuId}-confirm`}>
        <DialogContent>
          <DialogContentText id={`${menuId}-confirm`}>{t('actions.confirmForever')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('actions.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirming(false);
              run({ remove: true }, t('actions.deleteForever'), true);
            }}
          >
            {t('actions.deleteForever')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
