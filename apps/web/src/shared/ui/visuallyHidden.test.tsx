import { Box } from '@mui/material';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { visuallyHidden } from './visuallyHidden';

afterEach(cleanup);

describe('visuallyHidden', () => {
  it('is a 1 px box, not as wide as its container (MUI reads width: 1 as 100%)', () => {
    render(
      <Box sx={{ width: 390 }}>
        <Box component="span" sx={visuallyHidden}>
          Seleccionar a Ana Vera
        </Box>
      </Box>,
    );
    const hidden = getComputedStyle(screen.getByText('Seleccionar a Ana Vera'));
    expect(hidden.width).toBe('1px');
    expect(hidden.height).toBe('1px');
    expect(hidden.position).toBe('absolute');
  });
});
