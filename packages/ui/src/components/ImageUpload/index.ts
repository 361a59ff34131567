export {
  ImageUpload,
  type ImageUploadKind,
  type ImageUploadLabels,
  type ImageUploadProps,
  imageFileProblem,
} from './ImageUpload';
