import type { Recipe } from "./schema";

export const recipe: Recipe = {
  id: "lemon-herb-lentil-bowls",
  title: "Lemon Herb Lentil Bowls",
  summary:
    "Warm lentils tossed in a bright lemon and garlic dressing with roast sweet potato, zucchini and capsicum, a handful of spinach and fresh herbs, finished with crumbled feta. A filling vegetarian main with about 26 g protein and 12 g fibre per bowl.",
  servings: 4,
  prepMinutes: 10,
  cookMinutes: 25,
  ingredients: [
    "250 g (1 1/4 cups) dried brown or green lentils, rinsed",
    "300 g sweet potato, peeled and cut into 2 cm cubes",
    "2 medium zucchini (about 300 g), cut into 2 cm pieces",
    "1 red capsicum (about 200 g), cut into 2 cm pieces",
    "1 red onion (about 150 g), cut into thin wedges",
    "1 tbsp (20 ml) extra virgin olive oil, for roasting",
    "1 tsp ground cumin",
    "60 g (2 large handfuls) baby spinach",
    "150 g feta, crumbled",
    "1 cup chopped fresh flat-leaf parsley and 1/4 cup chopped fresh mint",
    "For the dressing: 1 1/2 tbsp (30 ml) extra virgin olive oil, 1/4 cup (60 ml) lemon juice, finely grated zest of 1 lemon, 1 small garlic clove (crushed), 1 tsp Dijon mustard, salt and pepper",
  ],
  steps: [
    "Heat the oven to 220°C (200°C fan-forced) and line a large baking tray with baking paper.",
    "Toss the sweet potato, zucchini, capsicum and onion on the tray with 1 tbsp olive oil, the cumin and a pinch of salt. Spread out in a single layer and roast for 22-25 minutes, turning once, until tender and golden at the edges.",
    "Meanwhile, put the lentils in a saucepan, cover with plenty of cold water and bring to the boil. Reduce the heat and simmer for 20-25 minutes until tender but still holding their shape, then drain well.",
    "While the lentils cook, shake the dressing ingredients together in a clean jar.",
    "Tip the hot lentils into a large bowl, add the spinach and half the dressing and toss so the spinach wilts slightly. Stir through most of the herbs and season to taste.",
    "Divide the lentils among 4 bowls, top with the roast vegetables and crumbled feta, drizzle with the rest of the dressing and scatter with the remaining herbs.",
  ],
  perServing: { kcal: 534, protein: 25.5, carbs: 54, fat: 21, fibre: 12 },
  tip: "This keeps well for lunches: store the lentils, vegetables and feta in containers in the fridge for up to 4 days, with the dressing in a separate jar, and eat cold or warmed. Short on time? Use 2 x 400 g cans brown lentils, rinsed and drained, and warm them through with the spinach. For a dairy-free version, swap the feta for 2 soft-boiled eggs per bowl.",
};
