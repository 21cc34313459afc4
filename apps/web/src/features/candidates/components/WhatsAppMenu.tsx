import CallIcon from '@mui/icons-material/Call';
import EventIcon from '@mui/icons-material/Event';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneNumber } from '../hooks/usePhoneNumber';
import { telLink, whatsAppLink } from '../phone';

// The date and time pickers are heavy: they load when the dialog first opens.
const ScheduleInterviewDialog = lazy(() =>
  import('./ScheduleInterviewDialog').then((module) => ({ default: module.ScheduleInterviewDialog })),
);

interface WhatsAppMenuProps {
  firstName: string;
  lastName: string;
  phone: string | null | undefined;
  countryCode: string | null | undefined;
  processName: string;
}

/**
 * The candidate's WhatsApp menu (spec 2 section 2.11): schedule an interview, write, or call.
 * It shows only when the phone parses as a number of the person's country.
 */
export function WhatsAppMenu({ firstName, lastName, phone, countryCode, processName }: WhatsAppMenuProps) {
  const { t } = useTranslation('candidates');
  const parsed = usePhoneNumber(phone, countryCode);
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [scheduling, setScheduling] = useState(false);
  if (!parsed) return null;

  const name = `${firstName} ${lastName}`;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={t('whatsapp.menu', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: '#1B7F3B' }}
      >
        <WhatsAppIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            setScheduling(true);
          }}
        >
          <ListItemIcon>
            <EventIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('whatsapp.schedule')}</ListItemText>
        </MenuItem>
        <MenuItem
          component="a"
          href={whatsAppLink(parsed, t('whatsapp.greeting', { name: firstName, process: processName }))}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
        >
          <ListItemIcon>
            <WhatsAppIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('whatsapp.contact')}</ListItemText>
        </MenuItem>
        <MenuItem component="a" href={telLink(parsed)} onClick={close}>
          <ListItemIcon>
            <CallIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('whatsapp.call', { phone: parsed.international })}</ListItemText>
        </MenuItem>
      </Menu>
      {scheduling && (
        <Suspense fallback={null}>
          <ScheduleInterviewDialog
            phone={parsed}
            firstName={firstName}
            name={name}
            processName={processName}
            onClose={() => setScheduling(false)}
          />
        </Suspense>
      )}
    </>
  );
}
