export { InputField, type InputFieldProps, type InputFieldSlotProps } from './InputField';
