import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyAgency, CompanyDepartment } from '../api/company-account.api';

interface AgencyCardProps {
  agency: CompanyAgency;
  busy: boolean;
  onEdit: () => void;
  onAddDepartment: (name: string) => Promise<boolean>;
  onRenameDepartment: (department: CompanyDepartment, name: string) => Promise<boolean>;
  onDeleteDepartment: (department: CompanyDepartment) => void;
}

/** One agency with its departments: add one, rename one in place, delete one. */
export function AgencyCard({
  agency,
  busy,
  onEdit,
  onAddDepartment,
  onRenameDepartment,
  onDeleteDepartment,
}: AgencyCardProps) {
  const { t } = useTranslation('companyAccount');
  const titleId = useId();
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() && (await onAddDepartment(name.trim()))) setName('');
  };
  const rename = async (event: FormEvent, department: CompanyDepartment) => {
    event.preventDefault();
    if (renaming?.name.trim() && (await onRenameDepartment(department, renaming.name.trim()))) setRenaming(null);
  };

  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} data-testid="agency-card">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {agency.name}
            </Typography>
            {agency.address && (
              <Typography variant="body2" color="text.secondary">
                {agency.address}
              </Typography>
            )}
            {agency.mail && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {agency.mail}
              </Typography>
            )}
          </Box>
          <IconButton aria-label={t('agencies.editNamed', { name: agency.name })} onClick={onEdit} disabled={busy}>
            <EditIcon />
          </IconButton>
        </Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('departments.title')}
        </Typography>
        {agency.departments.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('departments.empty')}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={t('departments.of', { name: agency.name })}>
            {agency.departments.map((department) =>
              renaming?.id === department.id ? (
                <ListItem key={department.id} disableGutters>
                  <Box
                    component="form"
                    onSubmit={(event) => void rename(event, department)}
                    sx={{ display: 'flex', gap: 1, width: '100%' }}
                  >
                    <TextField
                      size="small"
                      autoFocus
                      label={t('departments.newName')}
                      value={renaming.name}
                      onChange={(event) => setRenaming({ id: department.id, name: event.target.value })}
                      sx={{ flex: 1, minWidth: 0 }}
                    />
                    <Button type="submit" disabled={busy || !renaming.name.trim()}>
                      {t('save')}
                    </Button>
                    <Button onClick={() => setRenaming(null)}>{t('cancel')}</Button>
                  </Box>
                </ListItem>
              ) : (
                <ListItem
                  key={department.id}
                  disableGutters
                  secondaryAction={
                    <Box>
                      <IconButton
                        aria-label={t('departments.rename', { name: department.name })}
                        disabled={busy}
                        onClick={() => setRenaming({ id: department.id, name: department.name })}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        edge="end"
                        aria-label={t('departments.delete', { name: department.name })}
                        disabled={busy}
                        onClick={() => onDeleteDepartment(department)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Box>
                  }
                >
                  <ListItemText primary={department.name} sx={{ pr: 10 }} />
                </ListItem>
              ),
            )}
          </List>
        )}
        <Box component="form" onSubmit={(event) => void add(event)} sx={{ display: 'flex', gap: 1 }}>
          <TextField
            size="small"
            label={t('departments.new', { name: agency.name })}
            value={name}
            onChange={(event) => setName(event.target.value)}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" variant="outlined" disabled={busy || !name.trim()}>
            {t('departments.add')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
