import type { Recipe } from "./schema";

export const recipe: Recipe = {
  id: "walnut-stuffed-portobellos",
  title: "Walnut-Stuffed Portobellos",
  summary:
    "Large portobello mushrooms filled with a creamy mix of ricotta, mashed cannellini beans, spinach, walnuts and herbs, topped with parmesan and baked until golden. Served with a lemony rocket salad, with about 26 g protein per serving.",
  servings: 2,
  prepMinutes: 10,
  cookMinutes: 20,
  ingredients: [
    "4 large portobello mushrooms (about 100 g each), stems removed and finely chopped",
    "1 tbsp (20 ml) extra virgin olive oil",
    "2 garlic cloves, crushed",
    "80 g baby spinach",
    "120 g drained canned cannellini beans (about half a 400 g can), rinsed",
    "150 g ricotta",
    "40 g (1/3 cup) walnuts, roughly chopped",
    "30 g parmesan, finely grated",
    "1/4 cup chopped fresh flat-leaf parsley, plus 1 tsp fresh thyme leaves",
    "Finely grated zest of 1/2 lemon, plus 2 tsp lemon juice",
    "60 g (2 handfuls) rocket, to serve",
  ],
  steps: [
    "Heat the oven to 200°C (180°C fan-forced) and line a baking tray with baking paper. Brush the mushrooms all over with 2 tsp of the olive oil and place them gill-side up on the tray. Bake for 8 minutes to soften them and let some of their juices cook off.",
    "Meanwhile, heat the remaining 1 tsp oil in a frying pan over medium heat. Cook the chopped mushroom stems and garlic for 2 minutes, add the spinach and stir until just wilted. Take off the heat.",
    "In a bowl, roughly mash the cannellini beans with a fork, then mix in the ricotta, the spinach mixture, three-quarters of the walnuts, half the parmesan, the parsley, thyme and lemon zest. Season well with salt and pepper.",
    "Pour off any liquid from the mushrooms, then pile the filling into them. Sprinkle with the remaining walnuts and parmesan.",
    "Bake for 10-12 minutes until the filling is hot and the tops are golden.",
    "Toss the rocket with the lemon juice and a pinch of salt, and serve 2 mushrooms per person with the salad alongside.",
  ],
  perServing: { kcal: 511, protein: 26.5, carbs: 18, fat: 35, fibre: 9 },
  tip: "Mix the filling up to 2 days ahead and keep it covered in the fridge, then fill and bake the mushrooms when you are ready (add 2-3 minutes to the final bake if the filling is cold). Leftovers keep in the fridge for 2 days; reheat in a 180°C (160°C fan-forced) oven for 10 minutes. Pecans or pine nuts work well instead of walnuts.",
};
