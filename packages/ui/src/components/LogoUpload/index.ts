export { LogoUpload, type LogoUploadProps, logoFileProblem } from './LogoUpload';
