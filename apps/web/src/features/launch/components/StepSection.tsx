import { Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** A titled group of a step's fields, a landmark screen readers can jump to. */
export function StepSection({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1, flexWrap: 'wrap' }}
      >
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}
