import classes from './linkCard.module.css';

/**
 * The classes of the icon cards that lead somewhere (the home page's services, the analysis
 * centre's tools): `card` on the Card (a link, or a plain card where there is no link), `muted`
 * on its description.
 */
export const linkCard = { card: classes.card, muted: classes.muted };
