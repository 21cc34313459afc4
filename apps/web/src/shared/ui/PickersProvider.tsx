import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as pickerEn, esES as pickerEs } from '@mui/x-date-pickers/locales';
import { enUS as dateFnsEn, es as dateFnsEs } from 'date-fns/locale';
import type { ReactNode } from 'react';
import { useLocale } from '../hooks/useLocale';

const PICKER_LOCALES = {
  es: { adapter: dateFnsEs, text: pickerEs.components.MuiLocalizationProvider.defaultProps.localeText },
  en: { adapter: dateFnsEn, text: pickerEn.components.MuiLocalizationProvider.defaultProps.localeText },
};

/**
 * Date and time pickers in the page's language (date-fns). The pickers are heavy: import this
 * only from components that load on demand.
 */
export function PickersProvider({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  const { adapter, text } = PICKER_LOCALES[locale];
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={adapter} localeText={text}>
      {children}
    </LocalizationProvider>
  );
}
