import { createContext, useContext } from 'react';

/**
 * Whether the dialog form around a field is saving: its fields wait with its buttons. A form
 * outside a dialog (the observer add form) saves at once and keeps its fields, focus included.
 */
export const FormSavingContext = createContext(false);
export const useFormSaving = () => useContext(FormSavingContext);
