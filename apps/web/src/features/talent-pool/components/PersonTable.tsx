import { Button, Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TalentPoolPersonFieldsFragment } from '@/gql/graphql';
import { useLocale } from '@/shared/hooks/useLocale';
import { formatDate } from '@/shared/lib/dates';
import { cvPath } from '../purchase';
import { LatestResults } from './LatestResults';
import { location } from './PersonCard';
import { PersonIdentity, personName } from './PersonIdentity';

interface PersonTableProps {
  people: TalentPoolPersonFieldsFragment[];
  selected: ReadonlySet<string>;
  onToggle: (personId: string) => void;
  myBase: boolean;
}

/** The found people as a table (from 1263 px on, when the user picks it). */
export function PersonTable({ people, selected, onToggle, myBase }: PersonTableProps) {
  const { t } = useTranslation('talentPool');
  const { to } = useLocale();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('results')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{t('columns.person')}</TableCell>
            <TableCell>{t('columns.experience')}</TableCell>
            <TableCell>{t('columns.area')}</TableCell>
            <TableCell>{t('columns.education')}</TableCell>
            <TableCell>{t('columns.location')}</TableCell>
            <TableCell>{t('columns.lastActivity')}</TableCell>
            {myBase && <TableCell>{t('latestResults')}</TableCell>}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {people.map((person) => {
            const name = personName(person, t('anonymous'));
            return (
              <TableRow key={person.personId} hover selected={selected.has(person.personId)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(person.personId)}
                    onChange={() => onToggle(person.personId)}
                    slotProps={{ input: { 'aria-label': t('select', { name }) } }}
                  />
                </TableCell>
                <TableCell>
                  <PersonIdentity person={person} size={36} />
                </TableCell>
                <TableCell>{t('years', { count: person.yearsOfExperience })}</TableCell>
                <TableCell>{person.area ?? '—'}</TableCell>
                <TableCell>{person.educationLevel ?? '—'}</TableCell>
                <TableCell>{location(person) || '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(person.lastActivityAt) ?? '—'}</TableCell>
                {myBase && (
                  <TableCell>
                    <LatestResults results={person.latestResults} />
                  </TableCell>
                )}
                <TableCell align="right">
                  <Button component={RouterLink} to={to(cvPath(person.pool, person.personId))} size="small">
                    {t('viewCv')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
