export { LoadingScreen, type LoadingScreenProps } from './LoadingScreen';
