import type { Permission } from '@/features/permissions/api/types';

/** The nine permissions of docs/spec.md §6 and the roles holding each. */
export function seedPermissions(): Permission[] {
  return [
    { id: 1, name: 'Management', assignedTo: ['administrator'], createdDate: '14 Apr 2025, 8:43 PM' },
    { id: 2, name: 'Manage Billing & Roles', assignedTo: ['administrator'], createdDate: '16 Sep 2025, 5:20 PM' },
    {
      id: 3,
      name: 'Add & Remove Users',
      assignedTo: ['administrator', 'manager'],
      createdDate: '14 Oct 2025, 10:20 AM',
    },
    {
      id: 4,
      name: 'Project Planning',
      assignedTo: ['administrator', 'users', 'support'],
      createdDate: '14 Oct 2025, 10:20 AM',
    },
    {
      id: 5,
      name: 'Manage Email Sequences',
      assignedTo: ['administrator', 'users', 'support'],
      createdDate: '23 Aug 2025, 2:00 PM',
    },
    {
      id: 6,
      name: 'Client Communication',
      assignedTo: ['administrator', 'manager'],
      createdDate: '15 Apr 2025, 11:30 AM',
    },
    { id: 7, name: 'Only View', assignedTo: ['administrator', 'restricted-user'], createdDate: '4 Dec 2025, 8:15 PM' },
    {
      id: 8,
      name: 'Financial Management',
      assignedTo: ['administrator', 'manager'],
      createdDate: '25 Feb 2025, 10:30 AM',
    },
    {
      id: 9,
      name: "Manage Others' Tasks",
      assignedTo: ['administrator', 'support'],
      createdDate: '4 Nov 2025, 11:45 AM',
    },
  ];
}
