// Safety notes several entries share, in the coach's words (decision 0058). Each entry holds its
// own copy once published; these only save writing them twice in the shipped library.

export const BREATHE_OUT =
  "Breathe out on the hard part of every rep. If you notice leaking, heaviness or bulging low down, lighten the load or shorten the range and tell me.";
export const LONG_SPINE =
  "With osteoporosis or osteopenia, keep your spine long and bend from the hips: no rounding forward while you hold a weight.";
export const NO_LOADED_FLEXION =
  "With osteoporosis or osteopenia, skip sit-ups, crunches and toe-touches; this keeps your spine long while your trunk works.";
export const KNEES =
  "Knees that grumble usually like a shorter range or a higher seat: work where it feels comfortable, not where it pinches.";
export const SHOULDERS =
  "A shoulder that pinches overhead wants a smaller range, a neutral grip (palms facing) or the landmine version instead.";
export const WRISTS =
  "Sore wrists: make fists, use dumbbells as handles, or work on your forearms instead of your hands.";
export const BALANCE =
  "Keep a wall, rail or sturdy chair within reach; holding on is not cheating, it lets your legs do the work.";
export const IMPACT =
  "Impact builds bone, but only do it if you have no leaking, heaviness, pelvic organ prolapse, recent fracture or severe osteoporosis; heel drops are the gentler start.";
export const BLOOD_PRESSURE =
  "If you have high blood pressure, do not hold your breath: keep breathing and stop if you feel dizzy or get a headache.";
export const EASY_PACE =
  "Keep the pace where you can still talk in short sentences; stop if you feel chest pain, dizziness or unusual breathlessness.";
