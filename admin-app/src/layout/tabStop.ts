/**
 * The tab index of one button in a single-choice ToggleButtonGroup. MUI 9's group keeps one Tab
 * stop and moves it with the arrow keys, but starts it on the first button whichever is pressed,
 * so Tab entered the analytics range at 'Last 7 days' while 'Last 30 days' was chosen. A
 * ToggleButton's own tabIndex wins over the group's, so each button passes this: Tab enters at
 * the pressed one, as in a radio group.
 */
export const tabStop = <T>(value: T, chosen: T): 0 | -1 => (value === chosen ? 0 : -1);
