import { ORG_TEXTS } from '@app/domain';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import DriveFileMoveOutlinedIcon from '@mui/icons-material/DriveFileMoveOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useId, useState } from 'react';
import { EmptyState } from '../EmptyState';
import { UserAvatar } from '../UserMenu';

/** A manager of a department, as the tree shows them. */
export interface DepartmentTreePerson {
  _id: string;
  name: string;
  email: string;
  profileImage?: string;
}

/** A department with its sub-departments. */
export interface DepartmentTreeNode {
  _id: string;
  name: string;
  /** People in the department itself. */
  memberCount: number;
  managers: readonly DepartmentTreePerson[];
  children?: readonly DepartmentTreeNode[];
}

/** A department as a flat list holds it: the tree is built from the parent ids. */
export type FlatDepartment = Omit<DepartmentTreeNode, 'children'> & { parentId?: string | null };

/** The actions a node offers, each reported with the node it was chosen on. */
export interface DepartmentTreeActions {
  onRename?: (node: DepartmentTreeNode) => void;
  onAddChild?: (node: DepartmentTreeNode) => void;
  onMove?: (node: DepartmentTreeNode) => void;
  onAssignManagers?: (node: DepartmentTreeNode) => void;
  onDelete?: (node: DepartmentTreeNode) => void;
}

export interface DepartmentTreeProps extends DepartmentTreeActions {
  /** The top-level departments, each with its sub-departments. */
  departments: readonly DepartmentTreeNode[];
  /** Whether the viewer may manage this department (the domain's policy); its actions show only then. */
  canManage?: (node: DepartmentTreeNode) => boolean;
  /**
   * Whether one action is offered on this department (the domain's policy): a manager may rename their
   * department but not move it. Every given action is offered on a manageable department when left out.
   */
  canDo?: (node: DepartmentTreeNode, action: keyof DepartmentTreeActions) => boolean;
  /** The tree's accessible name. */
  label?: string;
  /** Departments open at first: every one by default. */
  defaultExpanded?: 'all' | readonly string[];
  /** Shown when there is no department, e.g. an `EmptyState` with a 'Create department' button. */
  empty?: React.ReactNode;
}

/** The departments of a flat list as a tree, in their order; a department whose parent is missing is a root. */
export function buildDepartmentTree(flat: readonly FlatDepartment[]): DepartmentTreeNode[] {
  const ids = new Set(flat.map((department) => department._id));
  const childrenOf = new Map<string | null, FlatDepartment[]>();
  for (const department of flat) {
    const parent = department.parentId && ids.has(department.parentId) ? department.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), department]);
  }
  // A cycle in bad data must not loop forever: each department is placed once.
  const placed = new Set<string>();
  const build = (parent: string | null): DepartmentTreeNode[] =>
    (childrenOf.get(parent) ?? [])
      .filter((department) => !placed.has(department._id) && placed.add(department._id))
      .map(({ parentId: _parentId, ...department }) => ({ ...department, children: build(department._id) }));
  const roots = build(null);
  // Departments caught in a parent cycle have no root above them: the first of each cycle becomes one.
  for (const department of flat) {
    if (placed.has(department._id)) continue;
    placed.add(department._id);
    const { parentId: _parentId, ...root } = department;
    roots.push({ ...root, children: build(department._id) });
  }
  return roots;
}

function allIds(nodes: readonly DepartmentTreeNode[]): string[] {
  return nodes.flatMap((node) => [node._id, ...allIds(node.children ?? [])]);
}

const ACTIONS: {
  key: keyof DepartmentTreeActions;
  label: string;
  icon: React.ReactNode;
  danger?: boolean;
}[] = [
  { key: 'onRename', label: 'Rename', icon: <EditOutlinedIcon fontSize="small" /> },
  { key: 'onAddChild', label: 'Add sub-department', icon: <AddRoundedIcon fontSize="small" /> },
  { key: 'onMove', label: 'Move', icon: <DriveFileMoveOutlinedIcon fontSize="small" /> },
  {
    key: 'onAssignManagers',
    label: 'Assign managers',
    icon: <ManageAccountsOutlinedIcon fontSize="small" />,
  },
  { key: 'onDelete', label: 'Delete', icon: <DeleteOutlineRoundedIcon fontSize="small" />, danger: true },
];

function managersText(managers: readonly DepartmentTreePerson[]): string {
  if (managers.length === 0) return 'No manager';
  const names = managers.slice(0, 2).map((manager) => manager.name);
  const more = managers.length - names.length;
  return `${names.join(', ')}${more > 0 ? ` +${more}` : ''}`;
}

function NodeActions({
  node,
  actions,
  canDo,
}: {
  node: DepartmentTreeNode;
  actions: DepartmentTreeActions;
  canDo: (node: DepartmentTreeNode, action: keyof DepartmentTreeActions) => boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const offered = ACTIONS.filter((action) => actions[action.key] && canDo(node, action.key));
  if (offered.length === 0) return null;
  return (
    <>
      <IconButton
        aria-label={`Actions for ${node.name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVertRoundedIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {offered.map((action) => (
          <MenuItem
            key={action.key}
            onClick={() => {
              setAnchor(null);
              actions[action.key]?.(node);
            }}
            sx={action.danger ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon sx={action.danger ? { color: 'error.main' } : undefined}>
              {action.icon}
            </ListItemIcon>
            <ListItemText>{action.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

interface BranchProps {
  nodes: readonly DepartmentTreeNode[];
  depth: number;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  canManage: (node: DepartmentTreeNode) => boolean;
  canDo: (node: DepartmentTreeNode, action: keyof DepartmentTreeActions) => boolean;
  actions: DepartmentTreeActions;
  id?: string;
  label?: string;
}

function Branch({ nodes, depth, expanded, onToggle, canManage, canDo, actions, id, label }: BranchProps) {
  return (
    <Box
      component="ul"
      id={id}
      aria-label={label}
      sx={(theme) => ({
        listStyle: 'none',
        m: 0,
        p: 0,
        ...(depth > 0 && {
          ml: 2.5,
          pl: 1.5,
          borderLeft: `1px solid ${(theme.vars || theme).palette.divider}`,
        }),
      })}
    >
      {nodes.map((node) => (
        <Node
          key={node._id}
          node={node}
          depth={depth}
          expanded={expanded}
          onToggle={onToggle}
          canManage={canManage}
          canDo={canDo}
          actions={actions}
        />
      ))}
    </Box>
  );
}

function Node({
  node,
  depth,
  expanded,
  onToggle,
  canManage,
  canDo,
  actions,
}: Omit<BranchProps, 'nodes'> & { node: DepartmentTreeNode }) {
  const childrenId = useId();
  const children = node.children ?? [];
  const open = expanded.has(node._id);
  const manageable = canManage(node);
  return (
    <Box component="li">
      <Stack
        direction="row"
        spacing={1}
        sx={{
          alignItems: 'center',
          minHeight: 56,
          py: 0.75,
          pr: 1,
          borderRadius: 1,
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        {children.length > 0 ? (
          <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={`${open ? 'Collapse' : 'Expand'} ${node.name}`}
            onClick={() => onToggle(node._id)}
          >
            <ExpandMoreRoundedIcon
              fontSize="small"
              sx={{ transform: open ? 'none' : 'rotate(-90deg)', transition: 'transform 150ms' }}
            />
          </IconButton>
        ) : (
          // As wide as the small expand button, so that names line up.
          <Box aria-hidden sx={{ width: 30, flexShrink: 0 }} />
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body1" sx={{ fontWeight: 600 }} noWrap>
            {node.name}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {node.memberCount} {node.memberCount === 1 ? 'member' : 'members'}
            {children.length > 0
              ? ` · ${children.length} ${children.length === 1 ? 'sub-department' : 'sub-departments'}`
              : ''}
          </Typography>
        </Box>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', minWidth: 0, display: { xs: 'none', sm: 'flex' } }}
        >
          {node.managers.slice(0, 3).map((manager) => (
            <UserAvatar key={manager._id} user={manager} size={28} />
          ))}
        </Stack>
        <Typography
          variant="body2"
          color="textSecondary"
          noWrap
          sx={{ width: { xs: 110, sm: 200, md: 260 }, flexShrink: 0 }}
        >
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
            Managers:{' '}
          </Box>
          {managersText(node.managers)}
        </Typography>
        <Box sx={{ width: 34, flexShrink: 0 }}>
          {manageable ? <NodeActions node={node} actions={actions} canDo={canDo} /> : null}
        </Box>
      </Stack>
      {children.length > 0 && open ? (
        <Branch
          nodes={children}
          depth={depth + 1}
          expanded={expanded}
          onToggle={onToggle}
          canManage={canManage}
          canDo={canDo}
          actions={actions}
          id={childrenId}
          label={`Sub-departments of ${node.name}`}
        />
      ) : null}
    </Box>
  );
}

/**
 * The organization's departments as a nested list: each with its member count, managers (pictures and names)
 * and, where the viewer may manage it, a menu of actions (rename, add a sub-department, move, assign managers,
 * delete). Branches open and close with their buttons; every control is reached with Tab.
 */
export function DepartmentTree({
  departments,
  canManage = () => false,
  canDo = () => true,
  label = 'Departments',
  defaultExpanded = 'all',
  empty,
  onRename,
  onAddChild,
  onMove,
  onAssignManagers,
  onDelete,
}: DepartmentTreeProps) {
  // The branches the person opened or closed against the default, so that a department added later (a new
  // sub-department's parent) follows the default too.
  const [toggled, setToggled] = useState<ReadonlySet<string>>(() => new Set());
  const openByDefault = (id: string) => defaultExpanded === 'all' || defaultExpanded.includes(id);
  const expanded = new Set(allIds(departments).filter((id) => openByDefault(id) !== toggled.has(id)));
  if (departments.length === 0) {
    return (
      <>
        {empty ?? <EmptyState compact icon={<AccountTreeOutlinedIcon />} title={ORG_TEXTS.noDepartments} />}
      </>
    );
  }
  const onToggle = (id: string) =>
    setToggled((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Branch
      nodes={departments}
      depth={0}
      expanded={expanded}
      onToggle={onToggle}
      canManage={canManage}
      canDo={canDo}
      actions={{ onRename, onAddChild, onMove, onAssignManagers, onDelete }}
      label={label}
    />
  );
}
