import CloseIcon from '@mui/icons-material/Close';
import {
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { formatMoney } from '@terna/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TalentPoolPersonFieldsFragment } from '@/gql/graphql';
import { formatDate } from '@/shared/lib/dates';
import { location } from './PersonCard';
import { PersonIdentity } from './PersonIdentity';

interface CompareDialogProps {
  open: boolean;
  people: TalentPoolPersonFieldsFragment[];
  onClose: () => void;
}

/** The selected people side by side: one column each, one row per CV fact. */
export function CompareDialog({ open, people, onClose }: CompareDialogProps) {
  const { t } = useTranslation('talentPool');
  const { t: tc } = useTranslation();
  const titleId = useId();
  const rows: [string, (p: TalentPoolPersonFieldsFragment) => ReactNode][] = [
    [t('compare.mainExperience'), (p) => p.mainExperience?.title ?? '—'],
    [t('columns.experience'), (p) => t('years', { count: p.yearsOfExperience })],
    [t('columns.area'), (p) => [p.area, p.subArea].filter(Boolean).join(' / ') || '—'],
    [t('columns.education'), (p) => p.educationLevel ?? '—'],
    [t('compare.skills'), (p) => p.skills.join(', ') || '—'],
    [t('compare.languages'), (p) => p.languages.join(', ') || '—'],
    [t('compare.salary'), (p) => (p.salary === null ? '—' : formatMoney(p.salary, { currency: p.salaryCurrency }))],
    [t('columns.location'), (p) => location(p) || '—'],
    [t('columns.lastActivity'), (p) => formatDate(p.lastActivityAt) ?? '—'],
  ];
  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t('compare.title', { count: people.length })}
        <IconButton aria-label={tc('close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: { xs: 1, sm: 2 } }}>
        <TableContainer>
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell />
                {people.map((person) => (
                  <TableCell key={person.personId} sx={{ minWidth: 180 }}>
                    <PersonIdentity person={person} size={36} />
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {label}
                  </TableCell>
                  {people.map((person) => (
                    <TableCell key={person.personId} sx={{ overflowWrap: 'anywhere' }}>
                      {value(person)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
    </Dialog>
  );
}
