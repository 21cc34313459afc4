import { Avatar } from '@mui/material';
import { useCurrentUser } from '@/shared/session/useSessionData';

function initials(firstName = '', lastName = ''): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
}

/** The signed-in user's photo, or their initials. */
export function UserAvatar({ size }: { size: number }) {
  const { user } = useCurrentUser();
  return (
    <Avatar
      src={user?.urlAvatar ?? undefined}
      alt=""
      sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size / 2.4 }}
    >
      {initials(user?.firstName, user?.lastName)}
    </Avatar>
  );
}
