export {
  MemberTable,
  type MemberTableMember,
  type MemberTableProps,
  type MemberTableSortKey,
} from './MemberTable';
