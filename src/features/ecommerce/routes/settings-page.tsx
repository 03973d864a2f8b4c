import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { SettingsForm } from '../components/settings/settings-form';
import { settingsTabs } from '../api/settings-sections';
import { UrlTabs, useUrlTab } from '@/components/url-tabs';

export function Component() {
  const { t } = useTranslation('ecommerce');
  const [tab, setTab] = useUrlTab(settingsTabs);
  return (
    <>
      <PageTitle title={t('titles.settings')} subtitle={t('settings.subtitle')} />
      <UrlTabs
        tabs={settingsTabs}
        value={tab}
        onChange={setTab}
        label={t('settings.tabsLabel')}
        labelOf={(k) => t(`settings.tabs.${k}`)}
      />
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        <SettingsForm key={tab} section={tab} />
      </Box>
    </>
  );
}
