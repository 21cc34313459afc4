import PersonIcon from '@mui/icons-material/Person';
import { Avatar, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '@/shared/ui/PersonAvatar';
import type { TalentPoolPersonFieldsFragment } from '@/gql/graphql';

/**
 * How a pool person is named: their name, or, anonymised, "anonymous profile" with the main job title,
 * so the checkboxes and cards of several anonymous people still tell them apart.
 */
export function personName(person: TalentPoolPersonFieldsFragment, anonymous: string): string {
  if (!person.anonymised && person.firstName) return `${person.firstName} ${person.lastName ?? ''}`.trim();
  return person.mainExperience ? `${anonymous} · ${person.mainExperience.title}` : anonymous;
}

export function PersonIdentity({ person, size = 48 }: { person: TalentPoolPersonFieldsFragment; size?: number }) {
  const { t } = useTranslation('talentPool');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      {person.anonymised ? (
        // The photo is withheld until the CV is bought: a blurred silhouette stands in for it.
        <Avatar
          role="img"
          aria-label={t('anonymousPhoto')}
          sx={{ width: size, height: size, bgcolor: 'grey.400', filter: 'blur(1.5px)' }}
        >
          <PersonIcon />
        </Avatar>
      ) : (
        <PersonAvatar
          firstName={person.firstName ?? ''}
          lastName={person.lastName ?? ''}
          src={person.avatarUrl}
          size={size}
        />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {person.anonymised ? t('anonymous') : personName(person, t('anonymous'))}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {person.mainExperience
            ? person.mainExperience.company
              ? t('jobAt', { title: person.mainExperience.title, company: person.mainExperience.company })
              : person.mainExperience.title
            : t('noExperience')}
        </Typography>
      </Box>
    </Box>
  );
}
