import { Box, Button, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface MessagePageProps {
  title: string;
  body: string;
  illustration?: ReactNode;
  action?: { label: string; to: string } | { label: string; onClick: () => void };
  /** Inside a layout that already has the main landmark. */
  embedded?: boolean;
}

/** A centred full-page message: error pages, access denied, maintenance, empty sections. */
export function MessagePage({ title, body, illustration, action, embedded = false }: MessagePageProps) {
  return (
    <Box
      component={embedded ? 'section' : 'main'}
      id={embedded ? undefined : 'main'}
      sx={{ display: 'grid', placeItems: 'center', minHeight: embedded ? 360 : 'calc(100vh - 64px)', p: 2 }}
    >
      <Paper variant="outlined" sx={{ maxWidth: 520, width: '100%', p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        {illustration}
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: action ? 3 : 0 }}>
          {body}
        </Typography>
        {action &&
          ('to' in action ? (
            <Button variant="contained" component={RouterLink} to={action.to}>
              {action.label}
            </Button>
          ) : (
            <Button variant="contained" onClick={action.onClick}>
              {action.label}
            </Button>
          ))}
      </Paper>
    </Box>
  );
}
