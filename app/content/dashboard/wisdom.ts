import type { Wisdom } from "./schema";

// Today's Wisdom. Only quotations with a well-established source are listed; the work each one
// comes from is noted beside it. Translations are public-domain ones (Legge, Long, Gummere,
// Higginson, Peabody, Ross, Mozley) or the rendering most widely quoted in English.
// Deliberately left out as unsourced or misattributed: "Walking is man's best medicine"
// (not found in the Hippocratic writings), "We are what we repeatedly do" (Will Durant, not
// Aristotle) and "It is never too late to be what you might have been" (not in George Eliot).
export const WISDOM: readonly Wisdom[] = [
  // Tao Te Ching, ch. 64
  { text: "A journey of a thousand miles begins with a single step.", author: "Lao Tzu" },
  // Tao Te Ching, ch. 33 (tr. Legge)
  { text: "He who overcomes others is strong; he who overcomes himself is mighty.", author: "Lao Tzu" },
  // Analects 2.4 (tr. Legge)
  {
    text:
      "At fifteen, I had my mind bent on learning. At thirty, I stood firm. At forty, I had no doubts. " +
      "At fifty, I knew the decrees of Heaven.",
    author: "Confucius",
  },
  // Analects 11.16 (tr. Legge)
  { text: "To go beyond is as wrong as to fall short.", author: "Confucius" },
  // Nicomachean Ethics I.7 (tr. Ross)
  {
    text:
      "For one swallow does not make a summer, nor does one day; and so too one day, or a short time, " +
      "does not make a man blessed and happy.",
    author: "Aristotle",
  },
  // Letters to Lucilius 12 (tr. Gummere)
  {
    text: "Let us cherish and love old age; for it is full of pleasure if one knows how to use it.",
    author: "Seneca",
  },
  // On the Shortness of Life 2
  { text: "Life is long if you know how to use it.", author: "Seneca" },
  // Letters to Lucilius 76 (tr. Gummere), quoting a proverb
  { text: "As long as you live, keep learning how to live.", author: "Seneca" },
  // Letters to Lucilius 1 (tr. Gummere)
  {
    text:
      "Lay hold of to-day's task, and you will not need to depend so much upon to-morrow's. " +
      "While we are postponing, life speeds by.",
    author: "Seneca",
  },
  // Meditations 5.20 (tr. Hays)
  {
    text: "The impediment to action advances action. What stands in the way becomes the way.",
    author: "Marcus Aurelius",
  },
  // Meditations 7.67 (tr. Long)
  { text: "Very little indeed is necessary for living a happy life.", author: "Marcus Aurelius" },
  // Meditations 10.16 (tr. Long)
  {
    text: "No longer talk at all about the kind of man that a good man ought to be, but be such.",
    author: "Marcus Aurelius",
  },
  // Discourses 1.15 (tr. Higginson)
  {
    text: "No great thing is created suddenly, any more than a bunch of grapes or a fig.",
    author: "Epictetus",
  },
  // Enchiridion 5 (tr. Long)
  {
    text: "Men are disturbed not by the things which happen, but by the opinions about the things.",
    author: "Epictetus",
  },
  // On Old Age, ch. 10 (tr. Peabody)
  {
    text: "Exercise and temperance, then, can preserve even in old age something of one's pristine vigor.",
    author: "Cicero",
  },
  // On Old Age, ch. 7
  { text: "No one is so old as to think that he cannot live one more year.", author: "Cicero" },
  // Pro Plancio 80
  {
    text: "Gratitude is not only the greatest of virtues, but the parent of all the others.",
    author: "Cicero",
  },
  // The Art of Love 1.475-476 (tr. Mozley)
  {
    text: "What is harder than rock, what softer than water? Yet soft water hollows out hard rock.",
    author: "Ovid",
  },
  // Heroides 4.89
  { text: "What is without periods of rest will not endure.", author: "Ovid" },
  // Pudd'nhead Wilson, ch. 6
  {
    text:
      "Habit is habit, and not to be flung out of the window by any man, but coaxed down-stairs " +
      "a step at a time.",
    author: "Mark Twain",
  },
  // Poor Richard's Almanack, 1737
  { text: "Well done is better than well said.", author: "Benjamin Franklin" },
  // Journal, 19 August 1851
  {
    text: "Methinks that the moment my legs begin to move, my thoughts begin to flow.",
    author: "Henry David Thoreau",
  },
  // Letter to Henriette Lund, 1847
  {
    text:
      "Above all, do not lose your desire to walk: every day I walk myself into a state of well-being " +
      "and walk away from every illness.",
    author: "Søren Kierkegaard",
  },
  // The Use of Life, 1894
  {
    text:
      "Rest is not idleness, and to lie sometimes on the grass under trees on a summer's day, " +
      "listening to the murmur of the water, or watching the clouds float across the sky, " +
      "is by no means a waste of time.",
    author: "John Lubbock",
  },
  // Little Women, ch. 44
  { text: "I'm not afraid of storms, for I'm learning how to sail my ship.", author: "Louisa May Alcott" },
  // Optimism, 1903
  {
    text: "Although the world is full of suffering, it is full also of the overcoming of it.",
    author: "Helen Keller",
  },
  // Optimism, 1903
  {
    text: "Optimism is the faith that leads to achievement. Nothing can be done without hope and confidence.",
    author: "Helen Keller",
  },
  // You Learn by Living, 1960
  {
    text:
      "You gain strength, courage, and confidence by every experience in which you really stop " +
      "to look fear in the face.",
    author: "Eleanor Roosevelt",
  },
  // You Learn by Living, 1960
  {
    text:
      "The purpose of life is to live it, to taste experience to the utmost, to reach out eagerly " +
      "and without fear for newer and richer experience.",
    author: "Eleanor Roosevelt",
  },
  // Letter to My Daughter, 2008
  {
    text:
      "You may not control all the events that happen to you, but you can decide not to be " +
      "reduced by them.",
    author: "Maya Angelou",
  },
];
