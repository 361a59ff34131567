export { FormikSuggestion, type FormikSuggestionProps } from './FormikSuggestion';
