import type { GroceryList, MealPlan } from "./schema";

export const mealPlan: MealPlan = {
  id: "starter-mediterranean",
  title: "7-Day Starter Mediterranean Plan",
  summary:
    "A gentle first week of Mediterranean eating: simple, familiar meals built on olive oil, eggs, yoghurt, fish, beans and plenty of vegetables, with protein at every meal. Everything is budget-friendly and easy to cook for one or two. Each day comes to about 1,660-1,710 kcal, 96-107 g protein and at least 28 g fibre.",
  target: {
    kcal: { min: 1600, max: 1800 },
    protein: { min: 90, max: 110 },
  },
  days: [
    {
      day: 1,
      meals: {
        breakfast: {
          title: "Greek scrambled eggs on toast",
          description:
            "2 eggs scrambled in 1 tsp olive oil with 1 cup baby spinach and 25 g crumbled feta, on 2 slices (80 g) wholegrain sourdough, with 1/2 cup cherry tomatoes.",
          macros: { kcal: 459, protein: 26.5, carbs: 35.5, fat: 22, fibre: 6.5 },
        },
        lunch: {
          title: "Easy Chickpea Salad",
          description:
            "1 serve of the Easy Chickpea Salad: 1/2 can chickpeas (120 g drained), 1 boiled egg and 40 g feta with cucumber, cherry tomatoes, capsicum, red onion, baby spinach and parsley, dressed with lemon juice and 2 tsp olive oil.",
          macros: { kcal: 461, protein: 25, carbs: 27.5, fat: 25, fibre: 12 },
        },
        dinner: {
          title: "One-tray lemon chicken and potatoes",
          description:
            "1 skinless chicken thigh fillet (140 g raw) roasted with 200 g halved baby potatoes, 1 small zucchini, 1/3 red onion, 1/2 cup cherry tomatoes, 4 Kalamata olives, garlic, lemon and 2 tsp olive oil, with a handful of salad leaves.",
          macros: { kcal: 505, protein: 36, carbs: 38.5, fat: 21, fibre: 8 },
        },
        snacks: {
          title: "Greek yoghurt with berries and walnuts",
          description:
            "150 g plain Greek yoghurt with 1/2 cup (70 g) mixed berries, 1 tsp honey and 1 tbsp (10 g) chopped walnuts.",
          macros: { kcal: 236, protein: 15.5, carbs: 17.5, fat: 11, fibre: 3 },
        },
      },
    },
    {
      day: 2,
      meals: {
        breakfast: {
          title: "Berry overnight oats",
          description:
            "1/2 cup (40 g) rolled oats soaked overnight in 1/2 cup (125 ml) reduced-fat milk, topped with 150 g plain Greek yoghurt, 1/2 cup (70 g) mixed berries (frozen is fine) and 15 g chopped walnuts.",
          macros: { kcal: 457, protein: 26, carbs: 41, fat: 19.5, fibre: 7.5 },
        },
        lunch: {
          title: "Tuna and white bean salad",
          description:
            "A 95 g tin of tuna in springwater (drained) with 1/2 can cannellini beans (125 g drained), 1 cup rocket, 1/2 cup cherry tomatoes, 1/2 Lebanese cucumber, a little red onion and 1/4 avocado, dressed with lemon and 1 tsp olive oil, with 1 slice (40 g) wholegrain sourdough.",
          macros: { kcal: 428, protein: 33, carbs: 36.5, fat: 13.5, fibre: 15 },
        },
        dinner: {
          title: "Lemon baked salmon with quinoa and greens",
          description:
            "A 120 g skinless salmon fillet baked with lemon slices, with 1 cup cooked quinoa tossed with parsley and 1 tsp olive oil, and 1 1/2 cups steamed broccoli and green beans (160 g) with a squeeze of lemon and 1 tsp olive oil.",
          macros: { kcal: 577, protein: 37, carbs: 39.5, fat: 27.5, fibre: 11 },
        },
        snacks: {
          title: "Crispbreads with cottage cheese, and an apple",
          description:
            "3 rye crispbreads topped with 1/4 cup (60 g) reduced-fat cottage cheese and sliced tomato, plus 1 medium apple.",
          macros: { kcal: 239, protein: 10.5, carbs: 39.5, fat: 2.5, fibre: 9 },
        },
      },
    },
    {
      day: 3,
      meals: {
        breakfast: {
          title: "Greek yoghurt, pear and muesli bowl",
          description:
            "200 g plain Greek yoghurt with 1 diced pear, 1/3 cup (40 g) natural muesli, 1 tbsp (10 g) pepitas and 1 tsp honey.",
          macros: { kcal: 451, protein: 25.5, carbs: 54, fat: 13, fibre: 9 },
        },
        lunch: {
          title: "Chicken, hummus and salad pita",
          description:
            "1 small wholemeal pita (60 g) filled with 80 g cooked chicken (the spare thigh from Day 1, or skinless barbecue chicken), 2 tbsp (40 g) hummus, salad leaves, sliced tomato, cucumber and grated carrot.",
          macros: { kcal: 442, protein: 32, carbs: 38, fat: 16, fibre: 9 },
        },
        dinner: {
          title: "Beef and lentil ragù with wholemeal spaghetti",
          description:
            "1 serve of beef and lentil ragù (the batch makes 5: 100 g lean beef mince cooked with brown lentils, tomatoes, carrot and zucchini) over 70 g dry wholemeal spaghetti, with 1 tbsp grated parmesan and a side salad of leaves and cucumber dressed with 1 tsp olive oil.",
          macros: { kcal: 586, protein: 39, carbs: 61.5, fat: 17.5, fibre: 13.5 },
        },
        snacks: {
          title: "An orange and almonds",
          description: "1 orange and a small handful of almonds (about 20, or 24 g).",
          macros: { kcal: 208, protein: 6.5, carbs: 14, fat: 12.5, fibre: 6 },
        },
      },
    },
    {
      day: 4,
      meals: {
        breakfast: {
          title: "Warm porridge with banana and walnuts",
          description:
            "1/2 cup (40 g) rolled oats cooked in 1 cup (250 ml) reduced-fat milk, topped with 1 small sliced banana, 100 g plain Greek yoghurt, 1 tbsp (10 g) chopped walnuts and a pinch of cinnamon.",
          macros: { kcal: 505, protein: 26, carbs: 60, fat: 16.5, fibre: 7 },
        },
        lunch: {
          title: "Red lentil and vegetable soup",
          description:
            "A big bowl (about 2 cups) of red lentil soup with carrot, celery, tomato and baby spinach (the batch makes 4), topped with 50 g Greek yoghurt, with 1 slice (40 g) wholegrain sourdough.",
          macros: { kcal: 447, protein: 27.5, carbs: 57.5, fat: 8.5, fibre: 14 },
        },
        dinner: {
          title: "One-pan fish with tomatoes, olives and white beans",
          description:
            "A 120 g white fish fillet baked on 1 cup (150 g) cherry tomatoes, 1/2 can cannellini beans (100 g drained), 5 Kalamata olives, red onion, garlic and 2 tsp olive oil, with 1 cup steamed green beans and 1 slice (40 g) sourdough for the pan juices.",
          macros: { kcal: 483, protein: 37, carbs: 38.5, fat: 17, fibre: 15 },
        },
        snacks: {
          title: "Hummus with vegetable sticks",
          description:
            "50 g hummus (about 1/4 cup) with 1 small carrot and 1/2 Lebanese cucumber cut into sticks, and 2 rye crispbreads.",
          macros: { kcal: 232, protein: 6, carbs: 22, fat: 11.5, fibre: 8 },
        },
      },
    },
    {
      day: 5,
      meals: {
        breakfast: {
          title: "Berry overnight oats",
          description:
            "1/2 cup (40 g) rolled oats soaked overnight in 1/2 cup (125 ml) reduced-fat milk, topped with 150 g plain Greek yoghurt, 1/2 cup (70 g) mixed berries (frozen is fine) and 15 g chopped walnuts.",
          macros: { kcal: 457, protein: 26, carbs: 41, fat: 19.5, fibre: 7.5 },
        },
        lunch: {
          title: "Sardines on avocado toast",
          description:
            "A 110 g tin of sardines in olive oil (drained, about 85 g) on 2 slices (80 g) wholegrain sourdough spread with 1/4 avocado, topped with sliced tomato, rocket, lemon juice and 1 tsp olive oil.",
          macros: { kcal: 492, protein: 30.5, carbs: 35.5, fat: 23.5, fibre: 9 },
        },
        dinner: {
          title: "Chicken souvlaki plate",
          description:
            "100 g chicken breast, cubed, marinated in lemon, garlic, oregano and 1 tsp olive oil and pan-fried, with quick tzatziki (50 g Greek yoghurt, grated cucumber, garlic), a Greek salad (tomato, cucumber, capsicum, red onion, 3 olives, 20 g feta, 1 tsp olive oil) and 1 small wholemeal pita (60 g).",
          macros: { kcal: 518, protein: 39.5, carbs: 40.5, fat: 20.5, fibre: 7.5 },
        },
        snacks: {
          title: "Mandarins and walnuts",
          description: "2 small mandarins and a small handful (20 g) of walnuts.",
          macros: { kcal: 205, protein: 4, carbs: 13.5, fat: 14, fibre: 4 },
        },
      },
    },
    {
      day: 6,
      meals: {
        breakfast: {
          title: "Eggs and avocado on toast",
          description:
            "2 poached or boiled eggs on 2 slices (80 g) wholegrain sourdough with 1/4 avocado (40 g), sliced tomato and 20 g crumbled feta.",
          macros: { kcal: 457, protein: 25.5, carbs: 35, fat: 22, fibre: 8.5 },
        },
        lunch: {
          title: "Red lentil and vegetable soup",
          description:
            "A big bowl (about 2 cups) of red lentil soup with carrot, celery, tomato and baby spinach (from the Day 4 batch), topped with 50 g Greek yoghurt, with 1 slice (40 g) wholegrain sourdough.",
          macros: { kcal: 447, protein: 27.5, carbs: 57.5, fat: 8.5, fibre: 14 },
        },
        dinner: {
          title: "Beef and lentil ragù with wholemeal spaghetti",
          description:
            "1 serve of beef and lentil ragù (from the Day 3 batch: 100 g lean beef mince cooked with brown lentils, tomatoes, carrot and zucchini) over 70 g dry wholemeal spaghetti, with 1 tbsp grated parmesan and a side salad of leaves and cucumber dressed with 1 tsp olive oil.",
          macros: { kcal: 586, protein: 39, carbs: 61.5, fat: 17.5, fibre: 13.5 },
        },
        snacks: {
          title: "Crispbreads with cottage cheese, and an orange",
          description:
            "3 rye crispbreads topped with 1/4 cup (60 g) reduced-fat cottage cheese and sliced tomato, plus 1 medium orange.",
          macros: { kcal: 221, protein: 12, carbs: 34, fat: 2, fibre: 8.5 },
        },
      },
    },
    {
      day: 7,
      meals: {
        breakfast: {
          title: "Ricotta and tomato toast with a milky coffee",
          description:
            "2 slices (80 g) wholegrain sourdough topped with 100 g reduced-fat ricotta, 1 sliced tomato, basil, black pepper and 1/2 tsp olive oil, with a large latte or a glass of reduced-fat milk (250 ml).",
          macros: { kcal: 459, protein: 27, carbs: 50, fat: 15.5, fibre: 6 },
        },
        lunch: {
          title: "Mezze plate with tuna",
          description:
            "A 95 g tin of tuna in springwater (drained) mixed with lemon and parsley, 50 g hummus, 1 small wholemeal pita (60 g), carrot, cucumber and capsicum sticks and 4 Kalamata olives.",
          macros: { kcal: 449, protein: 29, carbs: 41, fat: 16.5, fibre: 10.5 },
        },
        dinner: {
          title: "Spinach, zucchini and feta frittata with pear salad",
          description:
            "A frittata of 3 eggs, 50 g reduced-fat ricotta, 20 g feta, 2 cups baby spinach, 1/2 zucchini and a little onion cooked in 1 tsp olive oil, with rocket and 1/2 sliced pear dressed with lemon and 1/2 tsp olive oil, and 1 slice (40 g) wholegrain sourdough.",
          macros: { kcal: 564, protein: 35, carbs: 32.5, fat: 31, fibre: 8 },
        },
        snacks: {
          title: "An apple and almonds",
          description: "1 apple and a small handful of almonds (about 20, or 24 g).",
          macros: { kcal: 226, protein: 5.5, carbs: 19, fat: 13, fibre: 6 },
        },
      },
    },
  ],
  notes: [
    "Prep ahead: boil the eggs for Day 1's chickpea salad the night before, and soak the overnight oats the evening before Days 2 and 5. On Day 1, roast two chicken thighs and keep one for Day 3's pita. The ragù (Day 3) makes 5 serves and the soup (Day 4) makes 4; both keep for 3 days in the fridge or 3 months in the freezer, so there are ready meals for next week.",
    "Swaps: for dairy-free, use soy milk and a plain soy yoghurt with added protein, and leave out the feta and ricotta (add an extra egg or 1/2 cup chickpeas instead). For vegetarian, replace the chicken, fish and mince with eggs, lentils, chickpeas or firm tofu, and make the ragù with 2 cans of lentils. On your own? Halve the chickpea salad, or keep the second serve for lunch the next day.",
    "Drink water through the day, about 6-8 glasses; tea and coffee count too. If you are not used to beans and lentils, start with smaller serves and build up over the week.",
    "If you have a medical condition such as diabetes or kidney disease, take regular medication, or have been advised to follow a special diet, check with your GP or an Accredited Practising Dietitian before changing how you eat.",
  ],
};

export const groceryList: GroceryList = {
  id: "starter-mediterranean-groceries",
  title: "Starter Plan Grocery List",
  planId: "starter-mediterranean",
  summary:
    "Everything for one person for the 7-Day Starter Mediterranean Plan, including full batches of the beef and lentil ragù and the red lentil soup (the extra serves go in the freezer). Cooking for two? Double the proteins, bread, fruit and salad vegetables. Check your fridge and pantry first: you may already have the oil, herbs and spices.",
  sections: [
    {
      name: "Proteins",
      items: [
        "Eggs: 1 dozen",
        "Skinless chicken thigh fillets: 2 (about 280 g)",
        "Chicken breast: 100 g (1 small fillet, or freeze the rest of a larger one)",
        "Lean beef mince (5% fat): 500 g",
        "Skinless salmon fillet: 1 x 120 g",
        "White fish fillet (such as hake, ling or flathead, fresh or frozen): 1 x 120 g",
        "Tuna in springwater: 2 x 95 g tins",
        "Sardines in olive oil: 1 x 110 g tin",
        "Plain Greek yoghurt (about 9-10 g protein per 100 g): 1 kg",
        "Reduced-fat milk: 1 litre",
        "Feta: 200 g",
        "Reduced-fat ricotta: 1 x 250 g tub",
        "Reduced-fat cottage cheese: 1 x 250 g tub",
        "Parmesan: a small wedge (or 30 g grated)",
      ],
    },
    {
      name: "Produce",
      items: [
        "Baby spinach: 2 x 120 g bags",
        "Rocket: 1 x 100 g bag",
        "Mixed salad leaves: 150 g",
        "Cherry tomatoes: 2 x 250 g punnets",
        "Tomatoes: 5 medium (about 500 g)",
        "Lebanese cucumbers: 4",
        "Red capsicum: 1 large",
        "Carrots: 5 medium (about 600 g)",
        "Celery: 3 sticks",
        "Zucchini: 3 medium (about 450 g)",
        "Broccoli: 1 small head",
        "Green beans: 200 g",
        "Baby potatoes: 200 g",
        "Brown onions: 2",
        "Red onions: 2 small",
        "Garlic: 1 bulb",
        "Avocado: 1 large",
        "Lemons: 4",
        "Flat-leaf parsley: 1 bunch (and a little basil if you like)",
        "Apples: 2",
        "Pears: 2",
        "Oranges: 2",
        "Mandarins: 2 small",
        "Banana: 1 small",
        "Frozen mixed berries: 1 x 500 g bag (the plan uses about half)",
      ],
    },
    {
      name: "Pantry",
      items: [
        "Extra virgin olive oil: 1 bottle (the plan uses about 125 ml)",
        "Wholegrain sourdough: 1 loaf (about 650 g; slice and freeze what you won't use in 3 days)",
        "Small wholemeal pita breads: 3 (freeze the rest of the packet)",
        "Rye crispbreads: 8",
        "Rolled oats: 120 g (1 1/2 cups)",
        "Natural untoasted muesli: 40 g (1/3 cup)",
        "Wholemeal spaghetti: 140 g",
        "Quinoa: 65 g dry (1/3 cup), or a 250 g pouch of cooked quinoa",
        "Dried red lentils: 240 g (1 1/4 cups)",
        "Chickpeas: 1 x 400 g can",
        "Cannellini beans: 1 x 400 g can",
        "Brown lentils: 1 x 400 g can",
        "Diced tomatoes: 3 x 400 g cans",
        "Tomato paste: 2 tbsp (40 g)",
        "Salt-reduced vegetable or chicken stock: 1 litre",
        "Hummus: 1 x 200 g tub",
        "Kalamata olives: 1 small jar (the plan uses about 60 g)",
        "Walnuts: 100 g",
        "Almonds: 50 g",
        "Pepitas: 10 g (1 tbsp)",
        "Honey: 2 tsp",
        "Dried oregano, ground cinnamon, salt and black pepper",
      ],
    },
  ],
};
