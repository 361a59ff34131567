export * from './FollowButton';
