/**
 * Styles that hide text from the eye but not from screen readers. The sizes are strings on purpose:
 * in MUI's sx a number up to 1 is a fraction (width: 1 is 100%), which made this box as wide as its
 * container and pushed phone layouts sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
