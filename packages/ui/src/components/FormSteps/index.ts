export { FormSteps, type FormStepsProps } from './FormSteps';
