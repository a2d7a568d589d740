import type { DailyMeal } from "./schema";

// Mediterranean-style plates for the Today's Plan card. Each one gives at least 25 g of protein;
// kcal and protein are estimates for the portions named in the description. `diets` lists every
// onboarding diet the plate suits as written, so a substitution never has to be guessed.
export const DAILY_MEALS: readonly DailyMeal[] = [
  // Breakfasts
  {
    id: "greek-yogurt-walnut-berry-bowl",
    title: "Greek yogurt bowl with walnuts and berries",
    slot: "breakfast",
    description:
      "250 g plain 2% Greek yogurt topped with 100 g mixed berries, 20 g chopped walnuts, " +
      "1 tbsp ground flaxseed and a pinch of cinnamon.",
    kcal: 420,
    protein: 31,
    minutes: 5,
    diets: ["omnivore", "pescatarian", "vegetarian", "gluten-free"],
  },
  {
    id: "spinach-feta-omelette",
    title: "Spinach and feta omelette",
    slot: "breakfast",
    description:
      "A three-egg omelette cooked in 1 tsp olive oil with a handful of spinach, cherry tomatoes " +
      "and 30 g crumbled feta, with one slice of wholegrain toast.",
    kcal: 455,
    protein: 29,
    minutes: 15,
    diets: ["omnivore", "pescatarian", "vegetarian"],
  },
  {
    id: "smoked-salmon-scrambled-eggs-rye",
    title: "Smoked salmon and scrambled eggs on rye",
    slot: "breakfast",
    description:
      "Two eggs scrambled in 1 tsp olive oil with 60 g smoked salmon and chives, " +
      "on one slice of rye bread with a quarter of an avocado.",
    kcal: 425,
    protein: 28,
    minutes: 10,
    diets: ["omnivore", "pescatarian", "dairy-free"],
  },
  {
    id: "herby-tofu-scramble",
    title: "Herby tofu scramble with tomatoes",
    slot: "breakfast",
    description:
      "200 g firm tofu crumbled and cooked in 1 tsp olive oil with turmeric, spinach, cherry tomatoes " +
      "and oregano, served with half a small avocado.",
    kcal: 440,
    protein: 31,
    minutes: 15,
    diets: ["omnivore", "pescatarian", "vegetarian", "vegan", "gluten-free", "dairy-free"],
  },
  {
    id: "vegan-overnight-oats-hemp",
    title: "Overnight oats with soy yogurt and hemp seeds",
    slot: "breakfast",
    description:
      "50 g gluten-free oats soaked overnight in 200 ml unsweetened soy milk with 1 tbsp chia seeds, " +
      "topped with 150 g plain soy yogurt, 20 g hemp seeds and a handful of berries.",
    kcal: 555,
    protein: 28,
    minutes: 5,
    diets: ["omnivore", "pescatarian", "vegetarian", "vegan", "gluten-free", "dairy-free"],
  },
  {
    id: "chickpea-farinata-greens",
    title: "Chickpea farinata with greens and herbed soy yogurt",
    slot: "breakfast",
    description:
      "A thick pancake of 80 g chickpea flour baked with spinach, red pepper and 1 tsp olive oil, " +
      "served with 150 g plain soy yogurt stirred with mint and lemon.",
    kcal: 465,
    protein: 26,
    minutes: 25,
    diets: ["omnivore", "pescatarian", "vegetarian", "vegan", "gluten-free", "dairy-free"],
  },
  {
    id: "chickpea-shakshuka",
    title: "Shakshuka with chickpeas",
    slot: "breakfast",
    description:
      "Three eggs poached in a pepper, tomato and cumin sauce made with 2 tsp olive oil, " +
      "with 100 g chickpeas stirred through and plenty of parsley.",
    kcal: 500,
    protein: 29,
    minutes: 25,
    diets: ["omnivore", "pescatarian", "vegetarian", "gluten-free", "dairy-free"],
  },
  {
    id: "almond-pear-protein-porridge",
    title: "Almond and pear porridge",
    slot: "breakfast",
    description:
      "50 g gluten-free oats cooked in 250 ml semi-skimmed milk, topped with 100 g Greek yogurt, " +
      "half a sliced pear and 15 g toasted flaked almonds.",
    kcal: 530,
    protein: 29,
    minutes: 10,
    diets: ["omnivore", "pescatarian", "vegetarian", "gluten-free"],
  },

  // Lunches
  {
    id: "grilled-chicken-greek-salad",
    title: "Grilled chicken Greek salad",
    slot: "lunch",
    description:
      "100 g grilled chicken breast on tomato, cucumber, green pepper and red onion with five " +
      "Kalamata olives and 30 g feta, dressed with 1 tbsp olive oil and oregano.",
    kcal: 455,
    protein: 37,
    minutes: 20,
    diets: ["omnivore", "gluten-free"],
  },
  {
    id: "tuna-cannellini-salad",
    title: "Tuna and cannellini bean salad",
    slot: "lunch",
    description:
      "One 145 g can of tuna in spring water, drained, with 120 g cannellini beans, red onion, " +
      "cherry tomatoes, parsley and rocket, dressed with 1 tbsp olive oil and lemon.",
    kcal: 405,
    protein: 36,
    minutes: 10,
    diets: ["omnivore", "pescatarian", "gluten-free", "dairy-free"],
  },
  {
    id: "warm-puy-lentil-salad-feta-egg",
    title: "Warm Puy lentil salad with feta and egg",
    slot: "lunch",
    description:
      "200 g cooked Puy lentils tossed with roasted red pepper, rocket, 2 tsp olive oil and red wine " +
      "vinegar, topped with 30 g feta and one soft-boiled egg.",
    kcal: 505,
    protein: 30,
    minutes: 20,
    diets: ["omnivore", "pescatarian", "vegetarian", "gluten-free"],
  },
  {
    id: "greek-lentil-soup-pumpkin-seeds",
    title: "Greek lentil soup (fakes) with pumpkin seeds",
    slot: "lunch",
    description:
      "A large bowl of soup made from 80 g dry brown lentils, carrot, celery, tomato, bay and " +
      "2 tsp olive oil, finished with red wine vinegar and 20 g toasted pumpkin seeds.",
    kcal: 540,
    protein: 28,
    minutes: 45,
    diets: ["omnivore", "pescatarian", "vegetarian", "vegan", "gluten-free", "dairy-free"],
  },
  {
    id: "edamame-quinoa-tahini-salad",
    title: "Edamame and quinoa salad with lemon tahini",
    slot: "lunch",
    description:
      "150 g cooked quinoa and 150 g shelled edamame with cucumber, cherry tomatoes, parsley and mint, " +
      "dressed with 1 tbsp tahini whisked with lemon juice.",
    kcal: 475,
    protein: 28,
    minutes: 20,
    diets: ["omnivore", "pescatarian", "vegetarian", "vegan", "gluten-free", "dairy-free"],
  },
  {
    id: "zaatar-tofu-mezze-plate",
    title: "Mezze plate with za'atar tofu and tabbouleh",
    slot: "lunch",
    description:
      "150 g za'atar-baked firm tofu with 80 g hummus, cucumber and radishes, and a parsley tabbouleh " +
      "made with 40 g bulgur wheat, tomato, lemon and 2 tsp olive oil.",
    kcal: 595,
    protein: 33,
    minutes: 30,
    diets: ["omnivore", "pescatarian", "vegetarian", "vegan", "dairy-free"],
  },
  {
    id: "grilled-sardines-tomato-salad",
    title: "Grilled sardines with tomato salad",
    slot: "lunch",
    description:
      "Four fresh sardines (about 120 g of fish) grilled with lemon, with one slice of sourdough and " +
      "a tomato, red onion and parsley salad dressed with 2 tsp olive oil.",
    kcal: 500,
    protein: 36,
    minutes: 20,
    diets: ["omnivore", "pescatarian", "dairy-free"],
  },
  {
    id: "prawn-avocado-quinoa-salad",
    title: "Prawn, avocado and quinoa salad",
    slot: "lunch",
    description:
      "150 g cooked peeled prawns with 100 g cooked quinoa, half an avocado, cucumber, cherry tomatoes " +
      "and rocket, dressed with lemon and 1 tsp olive oil.",
    kcal: 440,
    protein: 37,
    minutes: 15,
    diets: ["omnivore", "pescatarian", "gluten-free", "dairy-free"],
  },
  {
    id: "chicken-farro-roast-vegetable-bowl",
    title: "Chicken and farro bowl with roasted vegetables",
    slot: "lunch",
    description:
      "100 g sliced roast chicken breast over 40 g farro (weighed dry) with roasted courgette, " +
      "peppers and red onion, rocket, lemon and 2 tsp olive oil.",
    kcal: 440,
    protein: 39,
    minutes: 35,
    diets: ["omnivore", "dairy-free"],
  },

  // Dinners
  {
    id: "tempeh-souvlaki-soy-tzatziki",
    title: "Tempeh souvlaki with soy tzatziki",
    slot: "dinner",
    description:
      "150 g plain soy tempeh marinated in lemon, oregano and 2 tsp olive oil, skewered with peppers " +
      "and onion, with 100 g cooked quinoa and 100 g soy-yogurt tzatziki.",
    kcal: 585,
    protein: 40,
    minutes: 30,
    diets: ["omnivore", "pescatarian", "vegetarian", "vegan", "gluten-free", "dairy-free"],
  },
  {
    id: "lemon-oregano-tofu-traybake",
    title: "Lemon-oregano tofu and chickpea traybake",
    slot: "dinner",
    description:
      "200 g firm tofu and 100 g chickpeas roasted with courgette, peppers, red onion and cherry " +
      "tomatoes in 1 tbsp olive oil, lemon zest and oregano.",
    kcal: 580,
    protein: 38,
    minutes: 40,
    diets: ["omnivore", "pescatarian", "vegetarian", "vegan", "gluten-free", "dairy-free"],
  },
  {
    id: "lentil-ragu-wholewheat-spaghetti",
    title: "Lentil ragù with wholewheat spaghetti",
    slot: "dinner",
    description:
      "A ragù of 60 g red lentils, tomatoes, carrot, celery and 2 tsp olive oil over 60 g wholewheat " +
      "spaghetti (weighed dry), finished with 1 tbsp nutritional yeast and basil.",
    kcal: 610,
    protein: 30,
    minutes: 35,
    diets: ["omnivore", "pescatarian", "vegetarian", "vegan", "dairy-free"],
  },
  {
    id: "baked-salmon-new-potatoes",
    title: "Lemon-dill baked salmon with new potatoes",
    slot: "dinner",
    description:
      "A 130 g salmon fillet baked with lemon and dill, with 150 g new potatoes and a big handful of " +
      "green beans tossed in 1 tsp olive oil.",
    kcal: 450,
    protein: 32,
    minutes: 30,
    diets: ["omnivore", "pescatarian", "gluten-free", "dairy-free"],
  },
  {
    id: "cod-butter-beans-tomato",
    title: "Cod with butter beans and smoked paprika tomatoes",
    slot: "dinner",
    description:
      "A 150 g cod fillet baked on 120 g butter beans, chopped tomatoes, garlic, smoked paprika and " +
      "spinach, with 1 tbsp olive oil.",
    kcal: 415,
    protein: 38,
    minutes: 25,
    diets: ["omnivore", "pescatarian", "gluten-free", "dairy-free"],
  },
  {
    id: "prawn-saganaki-brown-rice",
    title: "Prawn saganaki with brown rice",
    slot: "dinner",
    description:
      "150 g raw king prawns simmered in a garlic-tomato sauce with 2 tsp olive oil and 30 g crumbled " +
      "feta, with 120 g cooked brown rice.",
    kcal: 455,
    protein: 35,
    minutes: 25,
    diets: ["omnivore", "pescatarian", "gluten-free"],
  },
  {
    id: "chicken-souvlaki-tzatziki-pitta",
    title: "Chicken souvlaki with tzatziki",
    slot: "dinner",
    description:
      "120 g chicken breast marinated in lemon, garlic and oregano and grilled on skewers, with 100 g " +
      "Greek-yogurt tzatziki, a chopped salad and one small wholemeal pitta.",
    kcal: 400,
    protein: 40,
    minutes: 30,
    diets: ["omnivore"],
  },
  {
    id: "turkey-meatballs-tomato-brown-rice",
    title: "Turkey meatballs in tomato sauce",
    slot: "dinner",
    description:
      "150 g lean turkey mince rolled with grated courgette, garlic and oregano (no breadcrumbs), " +
      "simmered in tomato sauce with 2 tsp olive oil, with 100 g cooked brown rice.",
    kcal: 460,
    protein: 39,
    minutes: 35,
    diets: ["omnivore", "gluten-free", "dairy-free"],
  },
  {
    id: "lamb-kofta-bulgur-salad",
    title: "Lamb kofta with bulgur salad and minted yogurt",
    slot: "dinner",
    description:
      "120 g lean lamb mince shaped into cumin-spiced kofta, with a salad of 40 g bulgur wheat, " +
      "tomato and parsley, and 75 g Greek yogurt stirred with mint.",
    kcal: 470,
    protein: 37,
    minutes: 30,
    diets: ["omnivore"],
  },
  {
    id: "chicken-thigh-chickpea-olive-traybake",
    title: "Chicken thighs with chickpeas, peppers and olives",
    slot: "dinner",
    description:
      "150 g skinless chicken thighs roasted with 100 g chickpeas, peppers, red onion, six olives, " +
      "smoked paprika and 2 tsp olive oil.",
    kcal: 460,
    protein: 39,
    minutes: 40,
    diets: ["omnivore", "gluten-free", "dairy-free"],
  },
  {
    id: "halloumi-chickpea-traybake",
    title: "Halloumi and chickpea traybake with lemon yogurt",
    slot: "dinner",
    description:
      "60 g sliced halloumi and 120 g chickpeas roasted with courgette, peppers and cherry tomatoes " +
      "in 1 tsp olive oil, with 100 g Greek yogurt stirred with lemon and mint.",
    kcal: 530,
    protein: 34,
    minutes: 35,
    diets: ["omnivore", "pescatarian", "vegetarian", "gluten-free"],
  },
];
