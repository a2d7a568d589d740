// What the booking service answers when it cannot do what was asked, in plain words a page
// shows as they are (client-safe).
export const REASONS = {
  notFound: "That booking was not found.",
  notOpen: "That time is not open for booking. Please choose another time.",
  past: "That time has passed. Please choose a time in the future.",
  notice: "That time is too soon to book. Please choose a later time.",
  horizon: "That time is not open for booking yet. Please choose an earlier time.",
  notAllowed: "This session is not open to you. Please ask the coach.",
  already: "You are already booked for this time.",
  full: "That time is full. You can join the waitlist.",
  keyUsed: "This form was already used. Please reload the page and try again.",
  cutoff: "It is too late to change this booking online. Please contact the coach.",
  notStarted: "Attendance can be marked once the session has started.",
  notHeld: "Only a held booking can be marked attended or no-show.",
} as const;
