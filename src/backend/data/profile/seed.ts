import type { ProfileHeader, ProfileSections } from '@/features/profile/api/types';

export const profileHeader: ProfileHeader = {
  fullName: 'Aïcha Mbemba',
  location: 'Libreville, Gabon',
  joiningDate: 'April 2021',
  designation: 'Developer',
  profileImg: null,
  coverImg: null,
  isConnected: true,
};

export const profileSections: ProfileSections = {
  about: [
    { key: 'fullName', icon: 'person', property: 'Full Name', value: 'Aïcha Mbemba' },
    { key: 'status', icon: 'check', property: 'Status', value: 'Active' },
    { key: 'role', icon: 'star', property: 'Role', value: 'Developer' },
    { key: 'country', icon: 'flag', property: 'Country', value: 'Gabon' },
    { key: 'languages', icon: 'translate', property: 'Languages', value: 'French, English' },
  ],
  contacts: [
    { key: 'contact', icon: 'phone', property: 'Contact', value: '+241 77 12 34 56' },
    { key: 'skype', icon: 'chat', property: 'Skype', value: 'aicha.mbemba' },
    { key: 'email', icon: 'mail', property: 'Email', value: 'aicha.mbemba@okoume.demo' },
  ],
  teams: [
    { key: 'backend', icon: 'code', property: 'Backend Developer', value: '126 Members' },
    { key: 'react', icon: 'code', property: 'React Developer', value: '98 Members' },
  ],
  overview: [
    { key: 'tasksCompiled', icon: 'check', property: 'Task Compiled', value: '13.5k' },
    { key: 'connections', icon: 'people', property: 'Connections', value: '897' },
    { key: 'projectsCompiled', icon: 'layers', property: 'Projects Compiled', value: '146' },
  ],
  connections: [
    { name: 'Cecilia Payne', avatar: null, connections: 45, isFriend: false },
    { name: 'Serge Nguema', avatar: null, connections: 1320, isFriend: true },
    { name: 'Prisca Ondo', avatar: null, connections: 125, isFriend: true },
    { name: 'Kevin Lin', avatar: null, connections: 456, isFriend: false },
    { name: 'Gisèle Fotso', avatar: null, connections: 1200, isFriend: true },
  ],
  teamsTech: [
    { title: 'React Developers', avatar: null, members: 72, chipText: 'Developer', chipColor: 'error' },
    { title: 'Support Team', avatar: null, members: 122, chipText: 'Support', chipColor: 'primary' },
    { title: 'UI Designers', avatar: null, members: 7, chipText: 'Designer', chipColor: 'info' },
    { title: 'Power BI Analysts', avatar: null, members: 289, chipText: 'Analyst', chipColor: 'success' },
    { title: 'Digital Marketing', avatar: null, members: 24, chipText: 'Marketing', chipColor: 'secondary' },
  ],
};
