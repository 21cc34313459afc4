import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@apollo/client/react';
import { useAbility } from '@casl/react';
import { Alert, Avatar, Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import type { AppAbility } from '@terna/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyLogoUpload } from '@/features/company-home';
import { companyAccountApi, type AgencyFields, type CompanyAgency } from '../api/company-account.api';
import { AccountCountriesQuery } from '../graphql/countries.graphql';
import { useCompanyAccount } from '../hooks/useCompanyAccount';
import { AgencyCard } from './AgencyCard';
import { AgencyDialog } from './AgencyDialog';
import { CompanyDataForm } from './CompanyDataForm';
import { ContactList } from './ContactList';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** /account/company: the company's data, logos, e-mails, phones, and agencies with their departments. */
export function CompanyAccountPage() {
  const { t } = useTranslation('companyAccount');
  const ability = useAbility<AppAbility>();
  const { company, error, busy, reload, run } = useCompanyAccount();
  const { data: countryData } = useQuery(AccountCountriesQuery);
  const [agencyDialog, setAgencyDialog] = useState<{ agency: CompanyAgency | null } | null>(null);
  const editable = ability.can('full', 'Company');

  if (error && !company) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void reload()}>
            {t('retry')}
          </Button>
        }
      >
        {error}
      </Alert>
    );
  }
  if (!company) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }} aria-busy="true" aria-label={t('loading')}>
        <Skeleton variant="rounded" height={280} />
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={200} />
      </Box>
    );
  }

  const saveAgency = (fields: AgencyFields) => {
    const editing = agencyDialog?.agency;
    return run(
      () =>
        editing
          ? companyAccountApi.updateAgency(company.id, editing.id, fields)
          : companyAccountApi.createAgency(company.id, fields),
      editing ? 'agencies.saved' : 'agencies.created',
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      {!editable && <Alert severity="info">{t('readOnly')}</Alert>}

      <Section title={t('form.title')}>
        {/* Keyed by the stored values: after a save the form starts from what the server kept. */}
        <CompanyDataForm
          key={JSON.stringify([company.commercialName, company.companyName, company.countryCode, company.address])}
          company={company}
          countries={countryData?.countries ?? [{ code: company.countryCode, name: company.countryCode }]}
          busy={busy || !editable}
          onSave={(values) => run(() => companyAccountApi.update(values), 'form.saved')}
        />
      </Section>

      <Section title={t('logos.title')}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {(['logo', 'jobBoardLogo'] as const).map((target) => {
            const url = target === 'logo' ? company.logoUrl : company.jobBoardLogoUrl;
            return (
              <Box key={target} sx={{ display: 'flex', gap: 2, alignItems: 'center', minWidth: 0 }}>
                <Avatar
                  variant="rounded"
                  src={url ?? undefined}
                  alt={t(`logos.${target}Preview`)}
                  data-testid={`${target}-preview`}
                  sx={{ width: 72, height: 72, bgcolor: 'grey.200', color: 'text.secondary' }}
                >
                  {company.commercialName.charAt(0)}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{t(`logos.${target}`)}</Typography>
                  {editable && (
                    <CompanyLogoUpload
                      target={target}
                      label={t(`logos.${target}Change`)}
                      onUploaded={() => void reload()}
                    />
                  )}
                </Box>
              </Box>
            );
          })}
        </Box>
      </Section>

      <Section title={t('contacts.title')}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {(['mails', 'phones'] as const).map((kind) => (
            <ContactList
              key={kind}
              kind={kind}
              contacts={company[kind]}
              busy={busy || !editable}
              onAdd={(value) =>
                run(() => companyAccountApi.addContact(company.id, kind, value), `contacts.${kind}.added`)
              }
              onRemove={(contact) =>
                void run(() => companyAccountApi.removeContact(company.id, kind, contact.id), 'contacts.removed')
              }
            />
          ))}
        </Box>
      </Section>

      <Section title={t('agencies.title')}>
        {editable && (
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            onClick={() => setAgencyDialog({ agency: null })}
            sx={{ mb: 2 }}
          >
            {t('agencies.add')}
          </Button>
        )}
        {company.agencies.length === 0 ? (
          <Typography color="text.secondary">{t('agencies.empty')}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
            {company.agencies.map((agency) => (
              <AgencyCard
                key={agency.id}
                agency={agency}
                busy={busy || !editable}
                onEdit={() => setAgencyDialog({ agency })}
                onAddDepartment={(name) =>
                  run(() => companyAccountApi.createDepartment(company.id, agency.id, name), 'departments.created')
                }
                onRenameDepartment={(department, name) =>
                  run(() => companyAccountApi.renameDepartment(company.id, department.id, name), 'departments.renamed')
                }
                onDeleteDepartment={(department) =>
                  void run(() => companyAccountApi.deleteDepartment(department.id), 'departments.deleted')
                }
              />
            ))}
          </Box>
        )}
      </Section>

      {agencyDialog && (
        <AgencyDialog
          initial={
            agencyDialog.agency && {
              name: agencyDialog.agency.name,
              address: agencyDialog.agency.address ?? '',
              mail: agencyDialog.agency.mail ?? '',
            }
          }
          busy={busy}
          onClose={() => setAgencyDialog(null)}
          onSave={saveAgency}
        />
      )}
    </Box>
  );
}
