import { Box, Typography, keyframes } from '@mui/material';

const float = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-8px); }
`;

/** A light illustration for error pages; the animation stops for users who prefer reduced motion. */
export function ErrorIllustration({ code, animated = false }: { code?: string; animated?: boolean }) {
  return (
    <Box aria-hidden sx={{ mb: 2, display: 'flex', justifyContent: 'center' }}>
      <Box
        sx={{
          width: 96,
          height: 96,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          animation: animated ? `${float} 3s ease-in-out infinite` : 'none',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        <Typography sx={{ fontWeight: 800, fontSize: code ? 30 : 44 }}>{code ?? '!'}</Typography>
      </Box>
    </Box>
  );
}
