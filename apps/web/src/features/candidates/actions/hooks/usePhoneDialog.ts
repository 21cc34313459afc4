import { useMediaQuery, useTheme } from '@mui/material';

/** Dialogs take the whole screen on phones (below the theme's sm breakpoint). */
export function usePhoneDialog(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'));
}
