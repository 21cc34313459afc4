import { Avatar } from '@mui/material';
import { AVATAR_SIZE } from '@terna/domain';

interface PersonAvatarProps {
  firstName: string;
  lastName: string;
  src?: string | null;
  size?: number;
}

const initials = (firstName: string, lastName: string) =>
  `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();

/** A person's picture, or their initials when there is none or it fails to load (76 px by default). */
export function PersonAvatar({ firstName, lastName, src, size = AVATAR_SIZE }: PersonAvatarProps) {
  return (
    <Avatar
      src={src ?? undefined}
      alt=""
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main' }}
    >
      {initials(firstName, lastName)}
    </Avatar>
  );
}
