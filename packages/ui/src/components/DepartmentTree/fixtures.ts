import { buildDepartmentTree } from './DepartmentTree';

const id = (n: number) => n.toString(16).padStart(24, '0');

export const dana = { _id: id(2), name: 'Dana Manager', email: 'dana@acme.example' };
export const lee = { _id: id(6), name: 'Lee Chen', email: 'lee@acme.example' };
export const olivia = { _id: id(1), name: 'Olivia Admin', email: 'olivia@acme.example' };

/** Acme's departments: Engineering with Platform (and its SRE team) below it, and Marketing. */
export const sampleDepartments = buildDepartmentTree([
  { _id: id(101), name: 'Engineering', memberCount: 6, managers: [olivia, lee], parentId: null },
  { _id: id(102), name: 'Platform', memberCount: 3, managers: [dana], parentId: id(101) },
  { _id: id(104), name: 'Site Reliability', memberCount: 1, managers: [], parentId: id(102) },
  { _id: id(103), name: 'Marketing', memberCount: 4, managers: [], parentId: null },
]);
