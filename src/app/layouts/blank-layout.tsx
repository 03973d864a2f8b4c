import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

export function Component() {
  return (
    <Box sx={{ minBlockSize: '100dvh', bgcolor: 'background.default' }}>
      <Outlet />
    </Box>
  );
}
