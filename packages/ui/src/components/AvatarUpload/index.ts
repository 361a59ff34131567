export { AvatarUpload, type AvatarUploadProps, avatarFileProblem } from './AvatarUpload';
