import { createTheme } from '@mui/material/styles';
import { enUS, esES } from '@mui/material/locale';
import { HEADER_HEIGHT, PRIMARY_COLOR, type Locale } from '@terna/domain';

/**
 * The brand blue #1D8CD0 gives 3.7:1 on white, under WCAG AA's 4.5:1 for text. Text and filled
 * controls use this darker shade of the same hue (5.4:1); the brand blue stays on brand surfaces
 * (logo, accents). See docs/decisions/005-accessible-primary-colour.md.
 */
export const PRIMARY_TEXT_COLOR = '#1670A6';

export function createAppTheme(locale: Locale) {
  return createTheme(
    {
      palette: {
        mode: 'light',
        primary: { main: PRIMARY_TEXT_COLOR, light: PRIMARY_COLOR, dark: '#105683', contrastText: '#FFFFFF' },
        background: { default: '#F5F7FA' },
        // Text colours darker than MUI's defaults keep small text above WCAG AA contrast.
        text: { secondary: '#4A5565' },
      },
      breakpoints: { values: { xs: 0, sm: 640, md: 960, lg: 1264, xl: 1600 } },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        button: { textTransform: 'none', fontWeight: 600 },
      },
      mixins: { toolbar: { minHeight: HEADER_HEIGHT } },
      components: {
        MuiAppBar: { defaultProps: { elevation: 0 } },
        MuiButton: { defaultProps: { disableElevation: true } },
      },
    },
    locale === 'en' ? enUS : esES,
  );
}
