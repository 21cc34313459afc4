import { Box, Button, Card, CardActions, CardContent, Checkbox, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TalentPoolPersonFieldsFragment } from '@/gql/graphql';
import { useLocale } from '@/shared/hooks/useLocale';
import { cvPath } from '../purchase';
import { PersonIdentity, personName } from './PersonIdentity';
import { LatestResults } from './LatestResults';

/** Skills a card shows; the CV page shows them all. */
const CARD_SKILLS = 4;

export interface PersonViewProps {
  person: TalentPoolPersonFieldsFragment;
  selected: boolean;
  onToggle: () => void;
}

export function location(person: TalentPoolPersonFieldsFragment): string {
  return [person.city, person.countryCode !== 'XX' ? person.countryCode : null].filter(Boolean).join(', ');
}

/** One found person as a card (the view under 1263 px). */
export function PersonCard({ person, selected, onToggle }: PersonViewProps) {
  const { t } = useTranslation('talentPool');
  const { to } = useLocale();
  const name = personName(person, t('anonymous'));
  return (
    <Card variant="outlined" component="article" aria-label={name} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ display: 'grid', gap: 1.5, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Checkbox
            checked={selected}
            onChange={onToggle}
            slotProps={{ input: { 'aria-label': t('select', { name }) } }}
            sx={{ ml: -1, mt: -0.5 }}
          />
          <PersonIdentity person={person} />
        </Box>
        <Typography variant="body2">
          {[t('years', { count: person.yearsOfExperience }), person.area, person.educationLevel, location(person)]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {person.skills.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {person.skills.slice(0, CARD_SKILLS).map((skill) => (
              <Chip key={skill} size="small" label={skill} />
            ))}
          </Box>
        )}
        <LatestResults results={person.latestResults} />
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={to(cvPath(person.pool, person.personId))} size="small">
          {t('viewCv')}
        </Button>
      </CardActions>
    </Card>
  );
}
