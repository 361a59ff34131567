export { PeopleSelect, type PeopleSelectPerson, type PeopleSelectProps } from './PeopleSelect';
