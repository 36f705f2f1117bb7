/** The OpenAPI tag of the bond routes. */
export const TAG = 'bonds';

/** How a route behind the `bondRegistration` flag answers while it is off. */
export const FEATURE_OFF =
  '`feature_disabled` while the bond registration flag is off (site_features / BOND_REGISTRATION)';
