/**
 * Every number the face check decides by, in one place. "Measured" means on the generated videos
 * of src/samples/face-video.ts (240, 320 and 360 px wide, VP8 and H.264), on a 640 × 480 VP8
 * re-encoding of the e2e fake camera's video, and against the sample card's front
 * (src/samples/card.ts); the values are the `checks` the vendor answers, and check-video.test.ts
 * fails when a sample lands on the wrong side. Where the good and the bad samples leave room,
 * the threshold leans towards letting a real customer through.
 */

/**
 * Frames looked at, evenly spaced over the video: enough to see motion and to outvote a frame or
 * two the detector misses. Each costs ~0.5 s of CPU (SSD MobileNet at its fixed 512-px input).
 */
export const FACE_FRAMES = 6;

/**
 * SSD MobileNet v1's minimum confidence on a video frame (face-api's default). The sample faces
 * score 0.86–0.99; nothing on the no-face sample reaches 0.3.
 */
export const FRAME_MIN_SCORE = 0.5;

/**
 * The small-face second look (check-video.ts `detectFrame`): the tiny detector's input size and
 * minimum confidence, how many of its candidates are looked at again, and the crop's side as a
 * multiple of the candidate box's width (the face then fills a third of what SSD sees).
 */
export const HINT_INPUT_SIZE = 416;
export const HINT_MIN_SCORE = 0.5;
export const HINT_MAX = 3;
export const HINT_CROP_SCALE = 3;

/**
 * The face printed on the card is small (~130 px on the 1200-px sample photo) and behind a
 * laminate: SSD scores the sample card's 0.76–0.77, so a low minimum confidence.
 */
export const PORTRAIT_MIN_SCORE = 0.2;
/** The card's picture is shrunk to fit this before the detector sees it (a phone's 12 MP photo). */
export const PORTRAIT_MAX_SIDE = 1600;

/** face_not_found: a face must be seen in at least this share of the frames. */
export const FACE_MIN_FRAME_SHARE = 0.5;
/**
 * face_multiple: two or more faces in at least this share of the frames (at least one frame).
 * The two-people sample shows both in every frame.
 */
export const MULTIPLE_MIN_FRAME_SHARE = 0.25;

/**
 * face_too_small: the face box's width over the frame's shorter side (median over the frames),
 * so a phone held upright and a landscape webcam are judged alike. At the 30–40 cm the camera
 * screen asks for, a face is 40–60 % (the samples 0.53–0.64, the fake camera 0.48); the far-away
 * sample measures 0.13–0.14.
 */
export const FACE_MIN_WIDTH_RATIO = 0.2;

/**
 * face_still_image: the largest mean absolute grey-level change (0–255) of the face region (the
 * union of the frames' face boxes) against the first frame. A video made from one photo without
 * motion measures 0.47–0.56 (codec noise only); the slow zoom and drift of the moving samples
 * 25–50. A real camera's sensor noise alone is ~2 and a person never holds still, so 2.
 */
export const STILL_MIN_DIFFERENCE = 2;

/**
 * face_blurry, measures.ts `faceSharpness` (fine detail's share, at most SHARPNESS_SIDE px), on
 * the sharpest frame: sharp samples 0.24–0.34 (small faces more), the 360-px sample blurred with
 * σ = 1 px 0.18–0.20, with σ = 1.5 px (the blurry sample) 0.16–0.18. Past σ ≈ 2 px the detector
 * no longer finds the face at all (face_not_found).
 */
export const SHARPNESS_SIDE = 160;
export const FACE_MIN_SHARPNESS = 0.19;

/** Frames whose face is matched against the card's: the median of their distances counts. */
export const MATCH_FRAMES = 3;

/**
 * face-api's usual same-person distance between two 128-d descriptors. The moving sample against
 * the sample card: 0.08–0.2 (the same photo); the other person's sample 0.82; the 22 faces of the
 * demo photos against the card 0.57–0.83 (one look-alike under 0.6).
 */
export const FACE_MATCH_DISTANCE = 0.6;
/** face_not_match under this score: matchScore(FACE_MATCH_DISTANCE) = 0.5. */
export const FACE_MIN_MATCH_SCORE = 0.5;
