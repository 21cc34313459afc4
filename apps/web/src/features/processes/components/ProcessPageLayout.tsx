import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** The main landmark of the process pages: full width up to the wide layout, padded on every screen. */
export function ProcessPageLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      id="main"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 3,
        alignContent: 'start',
        p: { xs: 2, md: 3 },
        maxWidth: 1600,
        mx: 'auto',
      }}
    >
      {children}
    </Box>
  );
}
