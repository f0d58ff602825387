import { EXTRA_VIEWS, FEATURE_VIEWS, type RoutedView, VIEWS } from '@sigil/core'

/**
 * Every view the router holds, as `@sigil/react`'s view registry maps them (its type makes it
 * hold exactly these): the spec's views, the feature views but Activity (a tab of Account), and
 * the extra ones.
 */
export const ROUTED_VIEWS: readonly RoutedView[] = [...VIEWS, ...FEATURE_VIEWS, ...EXTRA_VIEWS].filter(
  (view): view is RoutedView => view !== 'Activity',
)
