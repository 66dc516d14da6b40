/**
 * The app's Chakra UI style system: Chakra's default theme (tokens, semantic tokens, text and layer
 * styles, global styles), with the recipes of the components the app uses and no others.
 *
 * Chakra's `defaultSystem` carries all 76 of its recipes, and every page loads them with the style
 * system. The app's components use 43; the rest (date and colour pickers, carousels, tree views…)
 * were 59 kB of code (9.7 kB gz) in every first page.
 *
 * tests/contract/chakra-recipes.test.ts reads which Chakra components src/ imports, follows them
 * through Chakra's own modules to the recipes they ask for, and fails when one is missing here (the
 * component would render unstyled) or when one here is no longer used.
 */
import { createSystem, defaultBaseConfig, defineConfig, defineGlobalStyles } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  selectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** The recipes of single-part components, by the key the components ask for. */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  kbd: kbdRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

/** The recipes of multi-part components, by the key the components ask for. */
export const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  radioCard: radioCardSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  select: selectSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tag: tagSlotRecipe,
  toast: toastSlotRecipe,
};

/**
 * Chakra's global styles, the kit's own static styles, and the motion of the app's own components
 * kept to an instant for someone whose system asks for less motion (`prefers-reduced-motion:
 * reduce`, WCAG 2.3.3): dialogs, drawers, menus and toasts appear and go without sliding or
 * fading, skeletons do not pulse. The animations still run (for a hundredth of a millisecond), so
 * that the components that wait for the end of an exit animation before they remove an element
 * still do. Spinners keep turning: standing still, one would look like a page that hangs.
 */
const globalStyles = defineGlobalStyles({
  ...globalCss,
  // The kit's TwoLines (layout/TwoLines.tsx): a name over a muted line, in every row of many lists.
  '.kit-two-lines': { display: 'flex', flexDirection: 'column', minWidth: '0' },
  '.kit-two-lines > [data-strong]': { fontWeight: 'medium' },
  '.kit-two-lines > [data-sub]': { textStyle: 'xs', color: 'fg.muted' },
  '.kit-two-lines > [data-lines="1"]': { lineClamp: '1' },
  '.kit-two-lines > [data-lines="2"]': { lineClamp: '2' },
  '*:not(.chakra-spinner), *::before, *::after': {
    _motionReduce: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
});

/**
 * As Chakra's default theme (`defaultThemeConfig`), with the recipes above.
 *
 * The recipes are handed to the system once it is made, not through `createSystem`: it deep-copies
 * and merges every configuration it is given (its `mergeConfigs`), and the recipes were most of
 * that copy, made as every page starts. The system reads them when a component first asks for its
 * recipe (`getRecipe`, `getSlotRecipe`, `isRecipe`… read the configuration's `theme`), and never
 * changes them. Under a 4× slower CPU, `mergeConfigs` went from 62 to 29 ms of the product list's
 * start (Chromium's profiler, source-mapped, 6 loads each). tests/contract/chakra-recipes.test.ts
 * checks that the system finds and applies them.
 */
export const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss: globalStyles,
    theme: { breakpoints, keyframes, tokens, semanticTokens, textStyles, layerStyles, animationStyles },
  }),
);
Object.assign(system._config.theme ?? {}, { recipes, slotRecipes });
