import { Box } from '@mui/material';
import { Outlet } from 'react-router';
import { SideNavPanel } from '@/features/shell/components/SideNavPanel';

/** The company area: side panel beside the page, stacked above it on small screens. */
export function CompanyAreaLayout() {
  return (
    <Box
      component="main"
      id="main"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        gap: 3,
        p: { xs: 2, md: 3 },
        maxWidth: 1600,
        mx: 'auto',
      }}
    >
      <SideNavPanel />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
