import { HelpCenterContent } from '../components/help-center-content';
import { backOfficeHelpLinks } from '../components/help-links';

/** The help center inside the back office's frame (Pages › Help center): the public page's content. */
export function Component() {
  return <HelpCenterContent links={backOfficeHelpLinks} />;
}
