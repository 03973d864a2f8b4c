import type { RouteName } from '@/config/paths';

export interface SearchChild {
  title: string;
  url: RouteName;
}

export interface SearchGroup {
  title: string;
  category: string;
  children: SearchChild[];
}
