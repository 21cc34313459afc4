export { DialogForm, FormDialog, type DialogFormProps, type FormDialogProps } from './FormDialog';
export { FormCheckbox, FormDateField, FormRadioGroup, FormTextField, FormTimeField } from './fields';
export { formMessage, translatedZodResolver } from './form-messages';
