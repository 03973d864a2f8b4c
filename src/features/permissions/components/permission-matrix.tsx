import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { type Grant, grantKinds, grantOf } from '../api/role-schema';

interface Props {
  /** The matrix's rows, in the order of `grants`. */
  permissions: ReadonlyArray<{ id: number; name: string }>;
  grants: Grant[];
  onChange: (grants: Grant[]) => void;
}

/** Rows are the permissions, columns read/write/create; "select all" checks or clears every box. */
export function PermissionMatrix({ permissions, grants, onChange }: Props) {
  const { t } = useTranslation('roles');
  const checked = grants.flatMap((g) => grantKinds.map((k) => g[k]));
  const all = checked.every(Boolean);
  const some = checked.some(Boolean);
  const set = (row: number, kind: (typeof grantKinds)[number], value: boolean) =>
    onChange(grants.map((g, i) => (i === row ? { ...g, [kind]: value } : g)));
  return (
    <TableContainer>
      <Table size="small" aria-label={t('roleDialog.matrix')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('roleDialog.permission')}</TableCell>
            {grantKinds.map((kind) => (
              <TableCell key={kind} align="center">
                {t(`grants.${kind}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
              {t('roleDialog.access')}
            </TableCell>
            <TableCell colSpan={grantKinds.length} align="center">
              <FormControlLabel
                control={
                  <Checkbox
                    checked={all}
                    indeterminate={some && !all}
                    onChange={(e) => onChange(grants.map((g) => grantOf(g.permissionId, e.target.checked)))}
                  />
                }
                label={t('roleDialog.selectAll')}
              />
            </TableCell>
          </TableRow>
          {permissions.map(({ id, name }, row) => (
            <TableRow key={id}>
              <TableCell component="th" scope="row">
                {name}
              </TableCell>
              {grantKinds.map((kind) => (
                <TableCell key={kind} padding="checkbox" align="center">
                  <Checkbox
                    checked={grants[row]?.[kind] ?? false}
                    onChange={(e) => set(row, kind, e.target.checked)}
                    slotProps={{
                      input: { 'aria-label': t('roleDialog.grantOf', { kind: t(`grants.${kind}`), name }) },
                    }}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
