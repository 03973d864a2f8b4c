import { useTranslation } from 'react-i18next';
import { SearchHero } from '@/components/search-hero';

interface Props {
  value: string;
  onChange: (q: string) => void;
}

export function HelpSearch({ value, onChange }: Props) {
  const { t } = useTranslation('help-center');
  return (
    <SearchHero
      id="help-title"
      title={t('title')}
      subtitle={t('subtitle')}
      placeholder={t('searchPlaceholder')}
      label={t('searchLabel')}
      value={value}
      onChange={onChange}
    />
  );
}
