import type { Recipe } from "./schema";

export const recipe: Recipe = {
  id: "easy-chickpea-salad",
  title: "Easy Chickpea Salad",
  summary:
    "A no-cook lunch of chickpeas, crunchy vegetables, feta and boiled egg tossed in a bright lemon and oregano dressing. It comes together in 15 minutes from pantry staples, keeps well in a lunchbox and gives about 25 g protein and 12 g fibre per serve.",
  servings: 2,
  prepMinutes: 15,
  cookMinutes: 0,
  ingredients: [
    "1 x 400 g can chickpeas, drained and rinsed (about 240 g drained)",
    "2 hard-boiled eggs, peeled and quartered (boil them ahead, see tip)",
    "80 g feta, crumbled",
    "1 Lebanese cucumber (about 130 g), diced",
    "1 punnet (250 g) cherry tomatoes, halved",
    "1 small red capsicum (about 150 g), diced",
    "1/4 small red onion (about 40 g), finely sliced",
    "2 handfuls baby spinach (about 40 g)",
    "1/2 cup chopped fresh flat-leaf parsley (about 15 g)",
    "1 tbsp (20 ml) extra virgin olive oil",
    "2 tbsp (40 ml) lemon juice (about 1 lemon)",
    "1 small garlic clove, crushed",
    "1 tsp dried oregano",
    "Salt and freshly ground black pepper",
  ],
  steps: [
    "Tip the drained chickpeas into a clean tea towel and pat them dry, so the dressing clings to them. Put them in a large bowl.",
    "Add the cucumber, cherry tomatoes, capsicum, red onion, baby spinach and parsley to the bowl.",
    "Make the dressing: in a small jar or bowl, shake or whisk the olive oil, lemon juice, garlic, oregano, a pinch of salt and plenty of black pepper.",
    "Pour the dressing over the salad and toss well. Taste and add a little more lemon or pepper if you like.",
    "Divide between two bowls or containers, then crumble the feta over the top and finish with the quartered eggs.",
  ],
  perServing: { kcal: 461, protein: 25, carbs: 27.5, fat: 25, fibre: 12 },
  tip: "Boil the eggs when you have the kettle on: lower them into boiling water for 9 minutes, cool in cold water and keep them in their shells in the fridge for up to 5 days. No eggs? Use a 95 g tin of tuna in springwater, drained, for a little more protein. Packing the second serve for tomorrow? Keep the dressing in a separate small container and add it just before eating, so the vegetables stay crisp.",
};
