/**
 * Messages the server and the web app both show: error codes (extensions.code) and the shared
 * form messages of spec 2 section 5. Placeholders use i18next's {{name}} syntax.
 */
export const sharedMessages = {
  es: {
    validation: {
      alpha: 'Solo se admiten letras',
      alpha_spaces: 'Solo se admiten letras',
      alpha_dash: 'No se admiten caracteres especiales',
      between: 'La edad debe ser mayor a {{min}} y menor a {{max}}',
      email: 'Introduzca un email válido',
      max: 'La entrada no debe ser mayor a {{length}} caratéres',
      min: 'La entrada no debe ser menor a {{length}} caratéres',
      max_value: 'El valor máximo es {{max}}',
      min_value: 'El valor mínimo es {{min}}',
      numeric: 'Solo se aceptan dígitos',
      required: 'Campo obligatorio',
      regex: 'El campo ingresado no es válido.',
      is: 'El campo no coincide con {{target}}',
    },
    errors: {
      UNAUTHENTICATED: 'Tu sesión terminó. Vuelve a iniciar sesión.',
      FORBIDDEN: 'No tienes permiso para hacer esto.',
      NOT_FOUND: 'No encontramos lo que buscas.',
      BAD_INPUT: 'Revisa los datos ingresados.',
      INVALID_CREDENTIALS: 'El correo o la contraseña no son correctos.',
      TOO_MANY_ATTEMPTS: 'Demasiados intentos fallidos. Inténtalo de nuevo en unos minutos.',
      SESSION_EXPIRED: 'Tu sesión expiró. Vuelve a iniciar sesión.',
      NOT_A_MEMBER: 'No perteneces a esa empresa.',
      PRIVACY_POLICY_VERSION: 'La versión de la política de privacidad no es la vigente.',
      SERVICE_UNAVAILABLE: 'El servicio no está disponible en este momento. Inténtalo de nuevo.',
      INTERNAL: 'Ocurrió un error inesperado.',
      PROCESS_NOT_OWNED: 'Este proceso pertenece a otra de tus empresas.',
      PROCESS_STATUS_INVALID: 'El proceso no está en un estado que permita esta acción.',
      CLONE_NOT_ALLOWED: 'Los borradores y los procesos de confiabilidad no se pueden relanzar.',
      EXTENSION_NOT_ALLOWED: 'Esta extensión no está disponible para el plan y el consumo del proceso.',
      NOT_ENOUGH_CREDITS: 'No tienes créditos suficientes: necesitas {{required}} y tienes {{available}}.',
    },
  },
  en: {
    validation: {
      alpha: 'Only letters are allowed',
      alpha_spaces: 'Only letters are allowed',
      alpha_dash: 'Special characters are not allowed',
      between: 'The age must be greater than {{min}} and less than {{max}}',
      email: 'Enter a valid email',
      max: 'The input must not be longer than {{length}} characters',
      min: 'The input must not be shorter than {{length}} characters',
      max_value: 'The maximum value is {{max}}',
      min_value: 'The minimum value is {{min}}',
      numeric: 'Only digits are accepted',
      required: 'Required field',
      regex: 'The value entered is not valid.',
      is: 'The field does not match {{target}}',
    },
    errors: {
      UNAUTHENTICATED: 'Your session has ended. Please sign in again.',
      FORBIDDEN: 'You do not have permission to do this.',
      NOT_FOUND: 'We could not find what you are looking for.',
      BAD_INPUT: 'Please check the data you entered.',
      INVALID_CREDENTIALS: 'The e-mail or password is not correct.',
      TOO_MANY_ATTEMPTS: 'Too many failed attempts. Try again in a few minutes.',
      SESSION_EXPIRED: 'Your session has expired. Please sign in again.',
      NOT_A_MEMBER: 'You do not belong to that company.',
      PRIVACY_POLICY_VERSION: 'That privacy-policy version is not the current one.',
      SERVICE_UNAVAILABLE: 'The service is unavailable right now. Please try again.',
      INTERNAL: 'An unexpected error occurred.',
      PROCESS_NOT_OWNED: 'This process belongs to another of your companies.',
      PROCESS_STATUS_INVALID: 'The process is not in a state that allows this action.',
      CLONE_NOT_ALLOWED: 'Drafts and trust processes cannot be relaunched.',
      EXTENSION_NOT_ALLOWED: 'This extension is not available for the plan and the consumption of the process.',
      NOT_ENOUGH_CREDITS: 'You do not have enough credits: you need {{required}} and have {{available}}.',
    },
  },
} as const;

export type ErrorCode = keyof (typeof sharedMessages)['es']['errors'];
export type ValidationKey = keyof (typeof sharedMessages)['es']['validation'];

/** Fills {{name}} placeholders; used where i18next is not loaded (the server). */
export function interpolate(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => String(params[key] ?? ''));
}
