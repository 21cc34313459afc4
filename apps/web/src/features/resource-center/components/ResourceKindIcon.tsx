import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import type { SvgIconProps } from '@mui/material';
import type { ResourceKind } from '@terna/domain';

const ICONS = { VIDEO: PlayCircleOutlineIcon, DOCUMENT: DescriptionOutlinedIcon, GUIDE: ArticleOutlinedIcon };

/** The icon of a kind of item; decorative (the card says the kind in words). */
export function ResourceKindIcon({ kind, ...props }: { kind: ResourceKind } & SvgIconProps) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden {...props} />;
}
