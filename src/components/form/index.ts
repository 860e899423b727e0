/** The shared form kit: labelled, described, accessible fields for react-hook-form + zod forms. */
export { CheckboxField } from './checkbox-field';
export { DraftPrompt } from './draft-prompt';
export { ErrorSummary, errorCount, SendError } from './error-summary';
export { Fieldset } from './fieldset';
export { PasswordField, SelectField, TextareaField, TextField } from './fields';
export { FormConfirmation } from './form-confirmation';
export { CONTROL_CLASS, FormField, type ControlProps, type FieldProps } from './form-field';
export { HoneypotField } from './honeypot-field';
export { PasswordInput } from './password-input';
export { PublicForm } from './public-form';
