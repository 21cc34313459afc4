import HelpIcon from '@mui/icons-material/Help';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import AddReactionOutlinedIcon from '@mui/icons-material/AddReactionOutlined';
import ThumbDownAltIcon from '@mui/icons-material/ThumbDownAlt';
import ThumbDownAltOutlinedIcon from '@mui/icons-material/ThumbDownAltOutlined';
import ThumbUpAltIcon from '@mui/icons-material/ThumbUpAlt';
import ThumbUpAltOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import { Box, IconButton, Tooltip } from '@mui/material';
import { FEELINGS, type Feeling } from '@terna/domain';
import {
  useState,
  type FocusEvent,
  type MouseEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { useTranslation } from 'react-i18next';

const ORDERED = (Object.keys(FEELINGS) as Feeling[]).sort((a, b) => FEELINGS[a] - FEELINGS[b]);
const ICONS: Record<Feeling, { on: ReactElement; off: ReactElement; color: 'success' | 'warning' | 'error' }> = {
  YES: { on: <ThumbUpAltIcon fontSize="small" />, off: <ThumbUpAltOutlinedIcon fontSize="small" />, color: 'success' },
  MAYBE: { on: <HelpIcon fontSize="small" />, off: <HelpOutlineIcon fontSize="small" />, color: 'warning' },
  NO: { on: <ThumbDownAltIcon fontSize="small" />, off: <ThumbDownAltOutlinedIcon fontSize="small" />, color: 'error' },
};

export function isFeeling(value: unknown): value is Feeling {
  return typeof value === 'string' && value in FEELINGS;
}

interface FeelingSelectorProps {
  /** The reviewer's own feeling, or null. */
  value: string | null | undefined;
  /** The new feeling; null when the active one is chosen again (it clears). */
  onChange: (feeling: Feeling | null) => void;
  /** Only candidates who ended their evaluations can be reviewed (spec 3). */
  ended: boolean;
  /** Whose feeling it is, for the screen-reader labels. */
  candidateName: string;
  /** While a change is on its way. */
  busy?: boolean;
}

/**
 * The reviewer's like / maybe / dislike of one candidate. Collapsed it shows only the active feeling
 * (or a neutral mark); it opens on mouse hover and on keyboard focus. The three buttons stay in the
 * tab order even collapsed, so focusing one opens the group; a touch tap on the collapsed group only
 * opens it, so a tap meant to open never clears the active feeling by accident.
 */
export function FeelingSelector({ value, onChange, ended, candidateName, busy = false }: FeelingSelectorProps) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const active = isFeeling(value) ? value : null;
  const expanded = ended && (hovered || focused);

  const choose = (feeling: Feeling) => {
    if (!ended || busy) return;
    onChange(active === feeling ? null : feeling);
  };
  const onClickCapture = (event: MouseEvent) => {
    if (expanded || !ended) return;
    event.preventDefault();
    event.stopPropagation();
    setHovered(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setHovered(false);
      setFocused(false);
    }
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(true);
  };

  const group = (
    <Box
      role="group"
      aria-label={t('feeling.group', { name: candidateName })}
      aria-busy={busy || undefined}
      data-expanded={expanded}
      onPointerEnter={onPointerEnter}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => ended && setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      onClickCapture={onClickCapture}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: 40,
        borderRadius: 5,
        border: 1,
        borderColor: expanded ? 'divider' : 'transparent',
        bgcolor: expanded ? 'background.paper' : 'transparent',
        transition: (theme) => theme.transitions.create(['border-color', 'background-color']),
      }}
    >
      {!active && !expanded && (
        <Box component="span" aria-hidden sx={{ display: 'inline-flex', p: 1, color: 'text.secondary' }}>
          <AddReactionOutlinedIcon fontSize="small" />
        </Box>
      )}
      {ORDERED.map((feeling) => {
        const pressed = active === feeling;
        const shown = expanded || pressed;
        const label = t(`feeling.${feeling}`);
        return (
          <IconButton
            key={feeling}
            aria-pressed={pressed}
            aria-disabled={!ended || busy || undefined}
            aria-label={t('feeling.choose', { label, name: candidateName })}
            title={ended ? label : undefined}
            onClick={() => choose(feeling)}
            color={pressed ? ICONS[feeling].color : 'default'}
            sx={{
              // Collapsed buttons keep their place in the tab order: focusing one opens the group.
              ...(shown ? {} : { width: 0, p: 0, opacity: 0, overflow: 'hidden' }),
              ...(ended ? {} : { cursor: 'default', opacity: pressed ? 0.6 : 0 }),
            }}
          >
            {pressed ? ICONS[feeling].on : ICONS[feeling].off}
          </IconButton>
        );
      })}
    </Box>
  );

  if (ended) return group;
  return (
    <Tooltip title={t('feeling.onlyEnded')} describeChild>
      {group}
    </Tooltip>
  );
}
