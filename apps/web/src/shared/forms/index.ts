export { DialogForm, FormDialog, type DialogFormProps, type FormDialogProps } from './FormDialog';
export { FormCheckbox, FormDateField, FormRadioGroup, FormSwitch, FormTextField, FormTimeField } from './fields';
export { formMessage, translatedZodResolver } from './form-messages';
