import { Box, Chip, Paper, Typography } from '@mui/material';
import { formatMoney } from '@terna/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/gql';
import type { CvDetails_CvFragment } from '@/gql/graphql';
import { yearRange } from '../detail';

export const CvDetailsFragment = graphql(`
  fragment CvDetails_cv on CandidateCv {
    introduction
    salary
    salaryCurrency
    experiences {
      title
      company
      startYear
      endYear
      current
      description
    }
    educationList {
      degree
      institution
      status
      startYear
      endYear
    }
    skills {
      skill
      level
    }
    languages {
      language
      level
    }
  }
`);

/** The candidate's CV: introduction, experience, education, skills, languages and salary expectation. */
export function CvDetails({ cv }: { cv: CvDetails_CvFragment | null | undefined }) {
  const { t } = useTranslation('candidateDetail');
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}
    >
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('cv.title')}
      </Typography>
      {!cv ? (
        <Typography color="text.secondary">{t('cv.none')}</Typography>
      ) : (
        <>
          {cv.introduction && (
            <CvSection title={t('cv.introduction')}>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{cv.introduction}</Typography>
            </CvSection>
          )}
          <CvSection title={t('cv.experience')}>
            {cv.experiences.length === 0 ? (
              <Empty text={t('cv.noExperience')} />
            ) : (
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
                {cv.experiences.map((experience, index) => (
                  <Box
                    component="li"
                    key={`${index}-${experience.company}-${experience.title}`}
                    sx={{ display: 'grid', gap: 0.25 }}
                  >
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {t('cv.role', { title: experience.title, company: experience.company })}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {yearRange(experience.startYear, experience.current ? null : experience.endYear, t('cv.present'))}
                    </Typography>
                    {experience.description && (
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {experience.description}
                      </Typography>
                    )}
                  </Box>
                ))}
              </Box>
            )}
          </CvSection>
          <CvSection title={t('cv.education')}>
            {cv.educationList.length === 0 ? (
              <Empty text={t('cv.noEducation')} />
            ) : (
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
                {cv.educationList.map((entry, index) => (
                  <Box component="li" key={`${index}-${entry.degree}`} sx={{ display: 'grid', gap: 0.25 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {[entry.degree, entry.institution].filter(Boolean).join(', ')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {entry.status === 'IN_PROGRESS'
                        ? t('cv.studying', { since: entry.startYear ?? '—' })
                        : (yearRange(entry.startYear, entry.endYear, t('cv.present')) ?? t('cv.completed'))}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
          </CvSection>
          <CvSection title={t('cv.skills')}>
            {cv.skills.length === 0 ? (
              <Empty text={t('cv.noSkills')} />
            ) : (
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {cv.skills.map((entry) => (
                  <li key={entry.skill}>
                    <Chip
                      variant="outlined"
                      label={
                        entry.level
                          ? t('cv.withLevel', {
                              name: entry.skill,
                              level: t(`skillLevel.${entry.level}`, { defaultValue: entry.level }),
                            })
                          : entry.skill
                      }
                    />
                  </li>
                ))}
              </Box>
            )}
          </CvSection>
          <CvSection title={t('cv.languages')}>
            {cv.languages.length === 0 ? (
              <Empty text={t('cv.noLanguages')} />
            ) : (
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {cv.languages.map((entry) => (
                  <li key={entry.language}>
                    <Chip
                      variant="outlined"
                      label={
                        entry.level
                          ? t('cv.withLevel', {
                              name: entry.language,
                              level: t(`languageLevel.${entry.level}`, { defaultValue: entry.level }),
                            })
                          : entry.language
                      }
                    />
                  </li>
                ))}
              </Box>
            )}
          </CvSection>
          <CvSection title={t('cv.salary')}>
            {cv.salary == null ? (
              <Empty text={t('cv.noSalary')} />
            ) : (
              <Typography>{formatMoney(cv.salary, { currency: cv.salaryCurrency })}</Typography>
            )}
          </CvSection>
        </>
      )}
    </Paper>
  );
}

function CvSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const Empty = ({ text }: { text: string }) => (
  <Typography variant="body2" color="text.secondary">
    {text}
  </Typography>
);
