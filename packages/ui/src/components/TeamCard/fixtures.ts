import type { TeamCardPerson, TeamCardTeam } from './TeamCard';

const NAMES = [
  'Dana Manager',
  'Sam Rivera',
  'Priya Sharma',
  'Lee Chen',
  'Noah Kim',
  'Ava Brown',
  'Mia Lopez',
  'Omar Haddad',
];

/** Acme's people, with addresses on its domain. */
export const people: TeamCardPerson[] = NAMES.map((name, index) => ({
  _id: (index + 1).toString(16).padStart(24, '0'),
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@acme.example`,
}));

export const sampleTeams: (TeamCardTeam & { id: string })[] = [
  {
    id: 't1',
    name: 'Platform Core',
    departmentName: 'Platform',
    lead: people[0],
    members: people,
    projectCount: 4,
  },
  {
    id: 't2',
    name: 'Launch Crew',
    departmentName: 'Marketing',
    lead: people[2],
    members: people.slice(2, 5),
    projectCount: 1,
  },
  { id: 't3', name: 'Design Guild', departmentName: null, lead: null, members: [], projectCount: 0 },
];
