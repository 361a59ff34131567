export { SecurityPolicyForm, type SecurityPolicyFormProps } from './SecurityPolicyForm';
