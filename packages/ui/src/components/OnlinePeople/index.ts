export { OnlinePeople, type OnlinePeopleProps, type OnlinePerson } from './OnlinePeople';
