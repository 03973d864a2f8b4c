import { useTranslation } from 'react-i18next';
import { TimelineList } from '@/components/charts/timeline-list';
import { WidgetCard } from '@/components/charts/widget-card';
import { listHeight, type WidgetState } from './widget-state';

/** The projects' latest milestones, newest first. */
export function TimelineCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('analytics');
  return (
    <WidgetCard
      title={t('timeline.title')}
      subtitle={t('timeline.subtitle')}
      height={listHeight}
      grow
      loading={!data}
      onRetry={onRetry}
    >
      {data && <TimelineList events={data.timeline} label={t('timeline.title')} grow />}
    </WidgetCard>
  );
}
