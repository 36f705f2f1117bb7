// Placeholder: the price-board hub client (spec §7) lands here in a later issue.
export {};
