export {
  buildDepartmentTree,
  DepartmentTree,
  type DepartmentTreeActions,
  type DepartmentTreeNode,
  type DepartmentTreePerson,
  type DepartmentTreeProps,
  type FlatDepartment,
} from './DepartmentTree';
