import { tabClasses, tabsClasses, useMediaQuery, useTheme, type SxProps, type Theme } from '@mui/material';

/**
 * Four tabs in two rows on a phone, instead of a strip scrolled behind arrows: at 390 px the third
 * and fourth of the journey's and the company guide's tabs were out of sight, and nothing said
 * they were there. The sliding indicator cannot follow a grid, so the chosen tab is marked by its
 * own underline and a tint. Wider screens keep one scrollable row.
 */
export const useTabsOnPhone = (): {
  variant: 'standard' | 'scrollable';
  sx: SxProps<Theme>;
} => {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return phone
    ? {
        variant: 'standard',
        sx: {
          [`& .${tabsClasses.list}`]: { display: 'grid', gridTemplateColumns: '1fr 1fr' },
          [`& .${tabsClasses.indicator}`]: { display: 'none' },
          [`& .${tabClasses.root}`]: {
            minWidth: 0,
            maxWidth: 'none',
            borderBottom: 2,
            borderColor: 'transparent',
          },
          [`& .${tabClasses.root}.${tabClasses.selected}`]: {
            borderColor: 'primary.main',
            bgcolor: 'action.selected',
          },
        },
      }
    : { variant: 'scrollable', sx: {} };
};
