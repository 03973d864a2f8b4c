import { HelpArticleContent } from '../components/help-article-content';
import { backOfficeHelpLinks } from '../components/help-links';

/** A help-center article inside the back office's frame. */
export function Component() {
  return <HelpArticleContent links={backOfficeHelpLinks} />;
}
