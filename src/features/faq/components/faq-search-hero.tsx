import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchHero } from '@/components/search-hero';

interface Props {
  value: string;
  onChange: (q: string) => void;
}

/** The page's heading and search box; every keystroke updates the URL's q. */
export function FaqSearchHero({ value, onChange }: Props) {
  const { t } = useTranslation('faq');
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed by something else than typing (clear action, Back): the box follows it.
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  return (
    <SearchHero
      id="faq-title"
      variant="card"
      title={t('hero.title')}
      subtitle={t('hero.subtitle')}
      placeholder={t('hero.placeholder')}
      label={t('hero.label')}
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(next.trim());
      }}
    />
  );
}
