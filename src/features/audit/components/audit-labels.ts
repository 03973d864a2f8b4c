import { useTranslation } from 'react-i18next';
import { auditActions, auditSubjects } from '../api/types';

const known = <T extends string>(values: readonly T[], value: string): value is T => values.includes(value as T);

/** Actions and subjects in the reader's language; one a later route declares shows as the API names it. */
export function useAuditLabels() {
  const { t } = useTranslation('audit');
  return {
    action: (action: string) => (known(auditActions, action) ? t(`actions.${action}`) : action),
    subject: (subject: string) => (known(auditSubjects, subject) ? t(`subjects.${subject}`) : subject),
  };
}
