import TollIcon from '@mui/icons-material/Toll';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import WorkIcon from '@mui/icons-material/Work';
import { Avatar, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const PLAN_ICONS: Record<string, typeof TollIcon> = {
  CREDIT: TollIcon,
  PROCESS: WorkIcon,
  RELIABILITY: VerifiedUserIcon,
};

/** The plan a process runs on: its mark and its name (credits, e-talent, trust). */
export function PlanBadge({ typeCompanyPlan }: { typeCompanyPlan: string }) {
  const { t } = useTranslation('processes');
  const Icon = PLAN_ICONS[typeCompanyPlan] ?? TollIcon;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Avatar sx={{ width: 24, height: 24, bgcolor: 'primary.main' }} aria-hidden>
        <Icon sx={{ fontSize: 16 }} />
      </Avatar>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('plan.label', { plan: t(`plan.${typeCompanyPlan}`, { defaultValue: typeCompanyPlan }) })}
      </Typography>
    </Box>
  );
}
