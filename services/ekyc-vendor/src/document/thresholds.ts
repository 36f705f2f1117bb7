/**
 * Every number the document checks decide by, in one place. "Measured" means on the generated
 * pictures of src/samples (1200 × 800 JPEG scenes: the sharp card, the same card box-blurred,
 * with a glare, shifted off the picture…; the values are the `checks` the vendor answers, and
 * the tests in this folder fail when a variant lands on the wrong side). Each threshold sits
 * with a wide margin between the good and the bad variant, leaning towards letting a real
 * phone photo of a real card through.
 */

/**
 * The checks run on the picture shrunk (area average) to fit this: enough for a card's QR code
 * (5 px a module when the card fills the frame) and for edges, and the measures below do not
 * depend on the phone's resolution.
 */
export const ANALYSIS_MAX_SIDE = 1200;

/**
 * Blank: the standard deviation of the grey levels of the whole picture. A flat picture
 * measures 0 (JPEG noise stays under 1); the card scenes 72–81, the table with a photo on it 34.
 * Under 4 there is nothing to look at.
 */
export const BLANK_MAX_DEVIATION = 4;

/**
 * The table: the median colour of a frame this thick (fraction of the shorter side) around the
 * picture. A card that fills part of the frame does not move the median.
 */
export const BACKGROUND_FRAME = 0.02;

/**
 * A pixel belongs to "something on the table" when its RGB distance from the table's colour is
 * over this. The generated table's grain varies by ±16 around its colour, the card's paper is
 * ~280 away from it; a light card on a dark table is well over 100.
 */
export const BACKGROUND_DISTANCE = 60;

/**
 * A column (row) is part of the card when at least this fraction of its pixels (within the
 * card's rows or columns) are off the table colour. The card's text, photo and QR code are
 * dark like the table in places, so a card column is not all "card"; the table's are none.
 */
export const CARD_FILL_MIN = 0.35;

/** Gaps this short (px) inside a run of card columns or rows are bridged. */
export const RUN_GAP = 4;

/** The card must span at least this fraction of the picture's width and height. */
export const CARD_MIN_SPAN = 0.3;

/**
 * The card touches the picture's border when it comes within this many px of it (at the
 * analysis scale): a corner or border outside the picture (document_cropped).
 */
export const BORDER_TOUCH_PX = 3;

/**
 * An edge: the grey step across the card's border, measured as |g(x+1) − g(x−1)| at the border
 * (±3 px), must be over this on most of the border's length. The sharp samples step ~150 (all
 * four borders covered: 1); box-blurred by radius 4 the step is ~33 and still covers them all
 * (so the blur check, not this one, speaks); by radius 12 it is ~12 and covers nothing: no
 * card edge can be found on such a picture.
 */
export const EDGE_STEP_MIN = 20;

/** The fraction of each border's length (its middle 80%) that must show the edge. */
export const EDGE_COVERAGE_MIN = 0.7;

/**
 * The card's proportions: ID-1 is 85.6 × 54 mm (1.586; the samples measure 1.59). Tilt and
 * perspective move it by some per cent, hence the wide band; a portrait photo (0.75) or a
 * square sheet (1) is no card.
 */
export const CARD_ASPECT_MIN = 1.35;
export const CARD_ASPECT_MAX = 1.85;

/** The card is measured at this width (its borders cut off by CARD_INSET) for blur and glare. */
export const CARD_WORK_WIDTH = 800;
export const CARD_INSET = 0.04;

/**
 * Sharpness: the variance of the 4-neighbour Laplacian of the card's grey levels at
 * CARD_WORK_WIDTH. Measured: the sharp front 1770 (690 without its QR code), the back 1510;
 * box-blurred by radius 1 (3 px) 315, radius 2 132 (back 103), radius 3 47 (back 36), radius 4
 * 26. Under 80 the printed text is a smear a person could not read either; a slightly soft
 * photo (radius 1–2) is let through.
 */
export const SHARPNESS_MIN = 80;

/**
 * Glare: pixels whose three channels are all at least this are clipped white. The card's
 * paper and the QR's light modules measure ≤ 245 on the samples; a reflection saturates.
 */
export const GLARE_CLIPPED = 250;

/** Glare is counted in blocks of this many px (at CARD_WORK_WIDTH)… */
export const GLARE_BLOCK = 16;

/** …a block being glare when this fraction of it is clipped (thin white lines do not fill one)… */
export const GLARE_BLOCK_FILL = 0.85;

/**
 * …and the card has a glare when one connected patch of glare blocks covers this fraction of
 * the card. The generated reflection measures 0.052 (front) and 0.055 (back); every other
 * sample 0.
 */
export const GLARE_MAX_FRACTION = 0.015;

/**
 * MRZ rows (the back): in the lower part of the card, rows of pixels whose dark/light changes
 * (Otsu threshold) per px of card width are at least this. The back's MRZ measures 0.12–0.13 at
 * its densest; the front's lower half (text lines, the photo) 0.03.
 */
export const MRZ_TRANSITIONS_MIN = 0.06;

/** Where the MRZ is looked for: the card below this fraction of its height. */
export const MRZ_REGION_TOP = 0.55;

/** A text row is a run of such pixel rows at least this fraction of the card's height. */
export const MRZ_ROW_MIN_HEIGHT = 0.015;

/** The MRZ is there when this many text rows are found (TD1 has three). */
export const MRZ_MIN_ROWS = 3;

/** A signature is on light paper: the picture's median grey level is at least this. */
export const PAPER_MIN_GREY = 150;

/** Ink: this much darker than the paper's median. Ballpoint on paper is 100–200 darker. */
export const INK_CONTRAST = 70;

/**
 * The ink covers between these fractions of the picture: the generated signature 3.4 %, a
 * signature photographed close up perhaps 10 %; a dust speck or a shadow's corner is under
 * 0.1 %, and a picture mostly dark is not ink on paper (the card front measures 45 %).
 */
export const INK_MIN_FRACTION = 0.001;
export const INK_MAX_FRACTION = 0.3;

/** The ink must spread over at least this fraction of the picture's width (not a dot). */
export const INK_MIN_SPREAD = 0.15;
