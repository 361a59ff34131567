// Forms: auth card pieces, password field and strength bar, formik-bound fields.

export * from './components/BillingDetailsForm';
export * from './components/BrandingEditor';
export * from './components/CustomFieldInput';
export * from './components/DateRangeFields';
export * from './components/DepartmentDialog';
export * from './components/DomainAvailabilityStatus';
export * from './components/FormikCheckbox';
export * from './components/FormikSelect';
export * from './components/FormikSuggestion';
export * from './components/FormikTextField';
export * from './components/FormSteps';
export * from './components/ImageUpload';
export * from './components/InviteDialog';
export * from './components/OrganizationProfileForm';
export * from './components/PasswordField';
export * from './components/PasswordStrengthBar';
export * from './components/PeopleSelect';
export * from './components/PlanPicker';
export * from './components/RoleSelect';
export * from './components/SecurityPolicyForm';
export * from './components/SelectField';
export * from './components/SwitchField';
export * from './components/TeamDialog';
