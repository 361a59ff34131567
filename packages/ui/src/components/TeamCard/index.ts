export { TeamCard, type TeamCardPerson, type TeamCardProps, type TeamCardTeam } from './TeamCard';
