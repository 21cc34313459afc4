/**
 * Countries, languages, currencies and degrees. Countries and their dial codes from ITU-T E.164
 * assignments and ISO 3166-1; languages from ISO 639-1 with their usual Spanish and English names;
 * currencies from ISO 4217 (the currency each of the 21 countries uses, plus the US dollar and the
 * euro); degrees are the levels of Latin American education systems, from school leaving to
 * doctorate, in order. Compiled for Terna.
 */
export const COUNTRIES = [
  { code: 'AR', nameEs: 'Argentina', nameEn: 'Argentina', dialCode: '+54' },
  { code: 'BO', nameEs: 'Bolivia', nameEn: 'Bolivia', dialCode: '+591' },
  { code: 'BR', nameEs: 'Brasil', nameEn: 'Brazil', dialCode: '+55' },
  { code: 'CL', nameEs: 'Chile', nameEn: 'Chile', dialCode: '+56' },
  { code: 'CO', nameEs: 'Colombia', nameEn: 'Colombia', dialCode: '+57' },
  { code: 'CR', nameEs: 'Costa Rica', nameEn: 'Costa Rica', dialCode: '+506' },
  { code: 'DO', nameEs: 'República Dominicana', nameEn: 'Dominican Republic', dialCode: '+1' },
  { code: 'EC', nameEs: 'Ecuador', nameEn: 'Ecuador', dialCode: '+593' },
  { code: 'SV', nameEs: 'El Salvador', nameEn: 'El Salvador', dialCode: '+503' },
  { code: 'GT', nameEs: 'Guatemala', nameEn: 'Guatemala', dialCode: '+502' },
  { code: 'HN', nameEs: 'Honduras', nameEn: 'Honduras', dialCode: '+504' },
  { code: 'MX', nameEs: 'México', nameEn: 'Mexico', dialCode: '+52' },
  { code: 'NI', nameEs: 'Nicaragua', nameEn: 'Nicaragua', dialCode: '+505' },
  { code: 'PA', nameEs: 'Panamá', nameEn: 'Panama', dialCode: '+507' },
  { code: 'PY', nameEs: 'Paraguay', nameEn: 'Paraguay', dialCode: '+595' },
  { code: 'PE', nameEs: 'Perú', nameEn: 'Peru', dialCode: '+51' },
  { code: 'PR', nameEs: 'Puerto Rico', nameEn: 'Puerto Rico', dialCode: '+1' },
  { code: 'UY', nameEs: 'Uruguay', nameEn: 'Uruguay', dialCode: '+598' },
  { code: 'VE', nameEs: 'Venezuela', nameEn: 'Venezuela', dialCode: '+58' },
  { code: 'ES', nameEs: 'España', nameEn: 'Spain', dialCode: '+34' },
  { code: 'XX', nameEs: 'Otro', nameEn: 'Other', dialCode: '' },
];

export const LANGUAGES = [
  { code: 'es', nameSpanish: 'Español', nameEnglish: 'Spanish' },
  { code: 'en', nameSpanish: 'Inglés', nameEnglish: 'English' },
  { code: 'pt', nameSpanish: 'Portugués', nameEnglish: 'Portuguese' },
  { code: 'fr', nameSpanish: 'Francés', nameEnglish: 'French' },
  { code: 'de', nameSpanish: 'Alemán', nameEnglish: 'German' },
  { code: 'it', nameSpanish: 'Italiano', nameEnglish: 'Italian' },
  { code: 'zh', nameSpanish: 'Chino mandarín', nameEnglish: 'Mandarin Chinese' },
  { code: 'qu', nameSpanish: 'Quechua', nameEnglish: 'Quechua' },
  { code: 'gn', nameSpanish: 'Guaraní', nameEnglish: 'Guarani' },
  { code: 'ay', nameSpanish: 'Aimara', nameEnglish: 'Aymara' },
  { code: 'ja', nameSpanish: 'Japonés', nameEnglish: 'Japanese' },
  { code: 'ko', nameSpanish: 'Coreano', nameEnglish: 'Korean' },
  { code: 'ru', nameSpanish: 'Ruso', nameEnglish: 'Russian' },
  { code: 'ar', nameSpanish: 'Árabe', nameEnglish: 'Arabic' },
  { code: 'hi', nameSpanish: 'Hindi', nameEnglish: 'Hindi' },
  { code: 'nl', nameSpanish: 'Neerlandés', nameEnglish: 'Dutch' },
  { code: 'ca', nameSpanish: 'Catalán', nameEnglish: 'Catalan' },
  { code: 'eu', nameSpanish: 'Euskera', nameEnglish: 'Basque' },
  { code: 'gl', nameSpanish: 'Gallego', nameEnglish: 'Galician' },
  { code: 'he', nameSpanish: 'Hebreo', nameEnglish: 'Hebrew' },
  { code: 'tr', nameSpanish: 'Turco', nameEnglish: 'Turkish' },
  { code: 'pl', nameSpanish: 'Polaco', nameEnglish: 'Polish' },
  { code: 'sv', nameSpanish: 'Sueco', nameEnglish: 'Swedish' },
  { code: 'ht', nameSpanish: 'Criollo haitiano', nameEnglish: 'Haitian Creole' },
];

export const CURRENCIES = [
  { name: 'Dólar estadounidense', codeISO: 'USD', symbol: '$' },
  { name: 'Euro', codeISO: 'EUR', symbol: '€' },
  { name: 'Peso argentino', codeISO: 'ARS', symbol: '$' },
  { name: 'Boliviano', codeISO: 'BOB', symbol: 'Bs' },
  { name: 'Real brasileño', codeISO: 'BRL', symbol: 'R$' },
  { name: 'Peso chileno', codeISO: 'CLP', symbol: '$' },
  { name: 'Peso colombiano', codeISO: 'COP', symbol: '$' },
  { name: 'Colón costarricense', codeISO: 'CRC', symbol: '₡' },
  { name: 'Peso dominicano', codeISO: 'DOP', symbol: 'RD$' },
  { name: 'Quetzal', codeISO: 'GTQ', symbol: 'Q' },
  { name: 'Lempira', codeISO: 'HNL', symbol: 'L' },
  { name: 'Peso mexicano', codeISO: 'MXN', symbol: '$' },
  { name: 'Córdoba', codeISO: 'NIO', symbol: 'C$' },
  { name: 'Balboa', codeISO: 'PAB', symbol: 'B/.' },
  { name: 'Guaraní', codeISO: 'PYG', symbol: '₲' },
  { name: 'Sol peruano', codeISO: 'PEN', symbol: 'S/' },
  { name: 'Peso uruguayo', codeISO: 'UYU', symbol: '$' },
  { name: 'Bolívar digital', codeISO: 'VES', symbol: 'Bs.' },
];

/** In order: a degree's order compares education levels (a profile asks for "at least"). */
export const DEGREES = [
  { name: 'Bachillerato', order: 1 },
  { name: 'Técnico', order: 2 },
  { name: 'Tecnólogo', order: 3 },
  { name: 'Universitario', order: 4 },
  { name: 'Especialización', order: 5 },
  { name: 'Maestría', order: 6 },
  { name: 'Doctorado', order: 7 },
];
