export { RoleSelect, type RoleSelectProps } from './RoleSelect';
