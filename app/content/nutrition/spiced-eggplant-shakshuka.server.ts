import type { Recipe } from "./schema";

export const recipe: Recipe = {
  id: "spiced-eggplant-shakshuka",
  title: "Spiced Eggplant Shakshuka",
  summary:
    "Eggs baked in a smoky tomato and eggplant sauce with a little feta, served with wholegrain sourdough for mopping up. A slow weekend breakfast or an easy dinner, with about 28 g protein per serving.",
  servings: 2,
  prepMinutes: 10,
  cookMinutes: 30,
  ingredients: [
    "1 medium eggplant (about 300 g), cut into 1.5 cm cubes",
    "1 tbsp (20 ml) extra virgin olive oil",
    "1 brown onion (about 150 g), finely chopped",
    "1 small red capsicum (about 150 g), thinly sliced",
    "2 garlic cloves, crushed",
    "1 tsp smoked paprika",
    "1 tsp ground cumin",
    "1/4 tsp chilli flakes (optional)",
    "1 tbsp (20 g) tomato paste",
    "1 x 400 g can diced tomatoes",
    "4 large eggs",
    "40 g feta, crumbled",
    "1/4 cup chopped fresh parsley or coriander",
    "2 slices wholegrain sourdough (about 45 g each), toasted, to serve",
  ],
  steps: [
    "Heat the oven to 200°C (180°C fan-forced). Heat the olive oil in a large ovenproof frying pan over medium-high heat, add the eggplant with a pinch of salt and cook, stirring often, for 6-8 minutes until golden and starting to soften.",
    "Turn the heat to medium, add the onion and capsicum and cook for 5 minutes until soft. Stir in the garlic, smoked paprika, cumin and chilli flakes and cook for 1 minute until fragrant.",
    "Stir in the tomato paste, then the diced tomatoes and 1/4 cup (60 ml) water. Simmer for 8-10 minutes, stirring now and then, until the eggplant is tender and the sauce has thickened. Season with salt and pepper.",
    "Use the back of a spoon to make 4 hollows in the sauce and crack an egg into each. Scatter the feta around the eggs.",
    "Transfer the pan to the oven and bake for 7-9 minutes, until the whites are set but the yolks are still soft (a minute or two longer if you like them firm).",
    "Scatter with the fresh herbs and serve straight from the pan with the toasted sourdough.",
  ],
  perServing: { kcal: 547, protein: 28, carbs: 42, fat: 26.5, fibre: 14 },
  tip: "Make the eggplant and tomato sauce up to 3 days ahead and keep it covered in the fridge, or freeze it for up to 3 months. Reheat it in the pan until bubbling before adding the eggs. No ovenproof pan? Cover the frying pan with a lid and cook the eggs on low heat on the stovetop for 6-8 minutes.",
};
