/**
 * Every native `<select>`: the look of `Input` (48 px, a 2 px border), 20 px words, and the
 * `field-select` utility of app.css, which draws the arrow itself so the chosen option's words
 * can wrap onto a second line. A list box shows its choice on one line and cuts off what does
 * not fit: "As planned: Goblet squat to a box" at 390 px, "Every week from this day" at the
 * larger text sizes. The every-size walk checks each select shows all of its chosen words.
 */
export const SELECT_CLASS =
  "field-select block min-h-12 w-full rounded-md border-2 border-input bg-background py-2 pl-4 text-lg text-foreground focus-visible:border-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring aria-invalid:border-destructive";

/** The same, as wide as its words (a short list beside other controls: a month, a weekday). */
export const SELECT_INLINE_CLASS = SELECT_CLASS.replace("block", "inline-block").replace(
  "w-full",
  "w-auto max-w-full",
);
