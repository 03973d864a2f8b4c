import Box from '@mui/material/Box';
import { HelpArticleContent } from '../components/help-article-content';
import { publicHelpLinks } from '../components/help-links';
import { HelpTopBar } from '../components/help-top-bar';

/** A public help-center article (blank layout, its own top bar). */
export function Component() {
  return (
    <>
      <HelpTopBar />
      <Box component="main">
        <HelpArticleContent links={publicHelpLinks} />
      </Box>
    </>
  );
}
