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
        // People who ask their system for less motion get none: spinners, skeleton pulses, ripples and
        // transitions run once in 0.01 ms and rest in their own still style (the usual reduced-motion
        // reset; WCAG 2.3.3). The spinner's still style is an 80 px arc; the indeterminate bar has none
        // (its width comes from the animation), so it is drawn as a full, paler bar.
        MuiCssBaseline: {
          styleOverrides: {
            '@media (prefers-reduced-motion: reduce)': {
              '*, *::before, *::after': {
                animationDuration: '0.01ms !important',
                animationIterationCount: '1 !important',
                transitionDuration: '0.01ms !important',
                scrollBehavior: 'auto !important',
              },
              '.MuiLinearProgress-indeterminate .MuiLinearProgress-bar1': {
                animation: 'none !important',
                right: 0,
                opacity: 0.6,
              },
              '.MuiLinearProgress-indeterminate .MuiLinearProgress-bar2': { display: 'none' },
            },
          },
        },
        MuiAppBar: { defaultProps: { elevation: 0 } },
        MuiButton: { defaultProps: { disableElevation: true } },
      },
    },
    locale === 'en' ? enUS : esES,
  );
}
