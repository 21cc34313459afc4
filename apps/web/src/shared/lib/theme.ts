import { createTheme } from '@mui/material/styles';
import { enUS, esES } from '@mui/material/locale';
import { HEADER_HEIGHT, PRIMARY_COLOR, type Locale } from '@terna/domain';

export function createAppTheme(locale: Locale) {
  return createTheme(
    {
      palette: {
        mode: 'light',
        primary: { main: PRIMARY_COLOR },
        background: { default: '#F5F7FA' },
        // Text colours darker than MUI's defaults keep small text above WCAG AA contrast.
        text: { secondary: '#4A5565' },
      },
      breakpoints: { values: { xs: 0, sm: 640, md: 960, lg: 1264, xl: 1600 } },
      shape: { borderRadius: 8 },
      typography: { fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', button: { textTransform: 'none', fontWeight: 600 } },
      mixins: { toolbar: { minHeight: HEADER_HEIGHT } },
      components: {
        MuiAppBar: { defaultProps: { elevation: 0 } },
        MuiButton: { defaultProps: { disableElevation: true } },
      },
    },
    locale === 'en' ? enUS : esES,
  );
}
