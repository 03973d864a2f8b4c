import Box from '@mui/material/Box';
import { HelpCenterContent } from '../components/help-center-content';
import { publicHelpLinks } from '../components/help-links';
import { HelpTopBar } from '../components/help-top-bar';

/** Public help center (blank layout, its own top bar). The back office shows the same content in its frame. */
export function Component() {
  return (
    <>
      <HelpTopBar />
      <Box component="main">
        <HelpCenterContent links={publicHelpLinks} />
      </Box>
    </>
  );
}
