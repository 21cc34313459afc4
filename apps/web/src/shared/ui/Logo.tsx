import { Box, Typography } from '@mui/material';

/** The Terna mark and word. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 32 32" sx={{ width: 32, height: 32 }} aria-hidden>
        <rect width="32" height="32" rx="8" fill={inverted ? '#fff' : '#1D8CD0'} />
        <path d="M8 10h16v3h-6.5v12h-3V13H8z" fill={inverted ? '#1D8CD0' : '#fff'} />
      </Box>
      <Typography
        component="span"
        sx={{ fontWeight: 800, fontSize: 22, letterSpacing: -0.5, color: inverted ? '#fff' : 'text.primary' }}
      >
        Terna
      </Typography>
    </Box>
  );
}
