import type { GroceryList, MealPlan } from "./schema";

export const mealPlan: MealPlan = {
  id: "low-carb-muscle",
  title: "Low-Carb Eating for Muscle Building",
  summary:
    "Seven days of lower-carbohydrate Mediterranean eating to support your strength training: eggs, fish, chicken, lamb, Greek yoghurt and cheese for protein at every meal, with fat mostly from olive oil, nuts, oily fish, avocado and cheese. It averages around 1,600 kcal, 104 g protein, 114 g fat and 43 g carbs a day, and still gives you at least 20 g of fibre daily from low-carb vegetables, nuts, seeds, avocado, berries and small portions of legumes.",
  target: {
    kcal: { min: 1500, max: 1700 },
    protein: { min: 98, max: 112 },
    carbs: { min: 35, max: 52 },
    fat: { min: 104, max: 124 },
  },
  days: [
    {
      day: 1,
      meals: {
        breakfast: {
          title: "Spinach and feta omelette",
          description:
            "A 3-egg omelette cooked in 2 tsp olive oil with 1 cup baby spinach and 30 g crumbled feta, with 1/2 cup cherry tomatoes and 1/4 avocado on the side.",
          macros: { kcal: 448, protein: 26, carbs: 5, fat: 35, fibre: 4 },
        },
        lunch: {
          title: "Tuna, white bean and rocket salad",
          description:
            "95 g drained tuna in springwater (about two-thirds of a 185 g can) with 1/3 cup (60 g) rinsed cannellini beans, 2 cups rocket, 1/2 Lebanese cucumber, 1/2 cup cherry tomatoes, a few slices of red onion, 8 kalamata olives and 1/4 avocado, dressed with 2 tsp olive oil and lemon juice.",
          macros: { kcal: 389, protein: 31, carbs: 15, fat: 21, fibre: 9 },
        },
        dinner: {
          title: "Baked salmon with broccolini and cauliflower mash",
          description:
            "A 140 g salmon fillet baked with lemon and 1 tsp olive oil, with 100 g steamed broccolini (about half a bunch) and 150 g cauliflower mashed with a garlic clove and 2 tsp olive oil.",
          macros: { kcal: 480, protein: 35, carbs: 9, fat: 33, fibre: 6 },
        },
        snacks: {
          title: "Greek yoghurt with raspberries and walnuts",
          description:
            "100 g plain Greek yoghurt with 2/3 cup (80 g) raspberries, fresh or frozen, and 25 g walnuts.",
          macros: { kcal: 306, protein: 14, carbs: 9, fat: 22, fibre: 7 },
        },
      },
    },
    {
      day: 2,
      meals: {
        breakfast: {
          title: "Greek yoghurt bowl with strawberries, walnuts and seeds",
          description:
            "170 g plain Greek yoghurt topped with 1/2 cup (80 g) sliced strawberries, 25 g walnuts, 10 g chia seeds and 10 g hemp seeds.",
          macros: { kcal: 466, protein: 25, carbs: 13, fat: 33, fibre: 7 },
        },
        lunch: {
          title: "Chicken, avocado and feta salad",
          description:
            "70 g sliced cooked chicken breast on 2 cups mixed salad leaves with 1/2 avocado, 1/2 cup cherry tomatoes, sliced cucumber, 20 g crumbled feta and 10 g pepitas, dressed with 2 tsp olive oil and red wine vinegar.",
          macros: { kcal: 448, protein: 31, carbs: 6, fat: 32, fibre: 7 },
        },
        dinner: {
          title: "Lamb backstrap with Greek salad and tzatziki",
          description:
            "120 g lamb backstrap, pan-seared and sliced, with a Greek salad of tomato, cucumber, red capsicum, red onion, 8 kalamata olives and 20 g feta, 1 cup green beans and a spoonful of tzatziki (40 g Greek yoghurt with grated cucumber and garlic); 3 tsp olive oil in total.",
          macros: { kcal: 501, protein: 37, carbs: 16, fat: 31, fibre: 7 },
        },
        snacks: {
          title: "Boiled egg, veggie sticks and almonds",
          description: "1 hard-boiled egg with capsicum and cucumber sticks, plus 25 g almonds (about 20).",
          macros: { kcal: 240, protein: 12, carbs: 6, fat: 18, fibre: 4 },
        },
      },
    },
    {
      day: 3,
      meals: {
        breakfast: {
          title: "Scrambled eggs with smoked salmon and asparagus",
          description:
            "2 eggs scrambled in 1 tsp olive oil with 60 g smoked salmon, served with 6 spears (100 g) steamed asparagus and 1/2 avocado.",
          macros: { kcal: 403, protein: 29, carbs: 4, fat: 29, fibre: 7 },
        },
        lunch: {
          title: "Haloumi, lentil and roast vegetable salad",
          description:
            "80 g pan-fried haloumi on 1/2 cup (100 g) rinsed canned lentils with roast zucchini and red capsicum (about 180 g), a handful of rocket and 10 g pepitas; 2 tsp olive oil in total, with lemon juice.",
          macros: { kcal: 535, protein: 30, carbs: 20, fat: 35, fibre: 9 },
        },
        dinner: {
          title: "Chicken souvlaki with cauliflower tabouli and tzatziki",
          description:
            "140 g chicken thigh fillet, skewered and grilled with lemon, oregano and 1 tsp olive oil, with cauliflower tabouli (150 g riced cauliflower, 1 small tomato, 1/2 cucumber, plenty of parsley and mint, lemon juice and 2 tsp olive oil) and tzatziki made from 50 g Greek yoghurt and garlic.",
          macros: { kcal: 440, protein: 37, carbs: 12, fat: 26, fibre: 5 },
        },
        snacks: {
          title: "Cheddar, cucumber and macadamias",
          description: "25 g cheddar with cucumber slices, plus 15 g macadamias (about 6).",
          macros: { kcal: 223, protein: 8, carbs: 3, fat: 20, fibre: 1 },
        },
      },
    },
    {
      day: 4,
      meals: {
        breakfast: {
          title: "Baked eggs in tomato with spinach and feta",
          description:
            "3 eggs baked in 100 g canned crushed tomatoes simmered with garlic, 1 tsp olive oil and 2 cups baby spinach, topped with 20 g feta, with 1/4 avocado on the side.",
          macros: { kcal: 402, protein: 26, carbs: 7, fat: 29, fibre: 5 },
        },
        lunch: {
          title: "Sardine, egg and avocado salad",
          description:
            "1 can sardines in olive oil (about 90 g drained) and 1 boiled egg on 2 cups mixed leaves with cucumber, 1/2 cup cherry tomatoes and 1/2 avocado, dressed with 2 tsp olive oil and lemon juice.",
          macros: { kcal: 483, protein: 32, carbs: 7, fat: 35, fibre: 7 },
        },
        dinner: {
          title: "Beef and herb meatballs with zucchini ribbons",
          description:
            "120 g lean beef mince rolled into meatballs with 10 g grated parmesan, parsley and garlic, simmered in 150 g canned crushed tomatoes, served over 200 g zucchini ribbons with 1 cup steamed green beans and a handful of rocket; 3 tsp olive oil in total.",
          macros: { kcal: 437, protein: 36, carbs: 16, fat: 24, fibre: 8 },
        },
        snacks: {
          title: "Greek yoghurt with blueberries and walnuts",
          description: "100 g plain Greek yoghurt with 1/3 cup (50 g) blueberries and 25 g walnuts.",
          macros: { kcal: 299, protein: 13, carbs: 11, fat: 22, fibre: 3 },
        },
      },
    },
    {
      day: 5,
      meals: {
        breakfast: {
          title: "Cottage cheese bowl with strawberries, almonds and chia",
          description:
            "200 g cottage cheese with 1/2 cup (80 g) sliced strawberries, 25 g chopped almonds and 10 g chia seeds.",
          macros: { kcal: 406, protein: 29, carbs: 13, fat: 25, fibre: 7 },
        },
        lunch: {
          title: "Salmon niçoise-style salad",
          description:
            "100 g drained canned pink salmon with 1 boiled egg, 80 g blanched green beans, 1/2 cup cherry tomatoes, 8 kalamata olives and 1/4 avocado on cos lettuce leaves, dressed with 3 tsp olive oil and lemon juice.",
          macros: { kcal: 484, protein: 31, carbs: 8, fat: 35, fibre: 8 },
        },
        dinner: {
          title: "Barramundi with salsa verde and roast eggplant",
          description:
            "A 150 g barramundi fillet pan-fried in 1 tsp olive oil and topped with salsa verde (parsley, basil, capers, lemon and 2 tsp olive oil), with 150 g eggplant and 100 g red capsicum roasted in 1 tsp olive oil, a handful of rocket and 15 g toasted pine nuts.",
          macros: { kcal: 485, protein: 36, carbs: 11, fat: 31, fibre: 8 },
        },
        snacks: {
          title: "Hummus, veggie sticks and pistachios",
          description: "50 g hummus with capsicum and cucumber sticks, plus 25 g pistachio kernels.",
          macros: { kcal: 265, protein: 9, carbs: 12, fat: 18, fibre: 6 },
        },
      },
    },
    {
      day: 6,
      meals: {
        breakfast: {
          title: "Eggs with haloumi, mushrooms and spinach",
          description:
            "2 eggs fried in 2 tsp olive oil with 50 g sliced haloumi, 100 g mushrooms and 1 cup baby spinach, with 1/2 cup grilled cherry tomatoes.",
          macros: { kcal: 423, protein: 28, carbs: 6, fat: 32, fibre: 3 },
        },
        lunch: {
          title: "Chicken, chickpea and tahini bowl",
          description:
            "70 g cooked chicken breast with 1/3 cup (55 g) rinsed chickpeas, 120 g cauliflower roasted in 1 tsp olive oil and 1 cup baby spinach, drizzled with 1 tbsp (20 g) tahini whisked with lemon juice and 1 tsp olive oil.",
          macros: { kcal: 422, protein: 32, carbs: 15, fat: 24, fibre: 8 },
        },
        dinner: {
          title: "Garlic prawns with zucchini, tomato and feta",
          description:
            "120 g peeled prawns sautéed in 2 tsp olive oil with garlic, 200 g sliced zucchini and 100 g cherry tomatoes, finished with 40 g crumbled feta; with 2 cups mixed leaves and 1/2 avocado dressed with 1 tsp olive oil.",
          macros: { kcal: 519, protein: 36, carbs: 11, fat: 35, fibre: 9 },
        },
        snacks: {
          title: "Greek yoghurt with raspberries and macadamias",
          description: "100 g plain Greek yoghurt with 60 g raspberries and 25 g macadamias (about 10).",
          macros: { kcal: 311, protein: 12, carbs: 8, fat: 24, fibre: 6 },
        },
      },
    },
    {
      day: 7,
      meals: {
        breakfast: {
          title: "Smoked salmon and ricotta on sourdough",
          description:
            "1 slice (40 g) wholegrain sourdough, toasted, spread with 80 g ricotta and topped with 60 g smoked salmon, cucumber ribbons and a handful of rocket, with 1/2 avocado.",
          macros: { kcal: 424, protein: 26, carbs: 21, fat: 24, fibre: 7 },
        },
        lunch: {
          title: "Hot-smoked trout, egg and asparagus salad",
          description:
            "80 g flaked hot-smoked trout on 2 cups mixed leaves with 1 boiled egg, 100 g blanched asparagus, 1/2 cup cherry tomatoes and 15 g pepitas, dressed with 3 tsp olive oil and lemon juice.",
          macros: { kcal: 454, protein: 32, carbs: 6, fat: 32, fibre: 5 },
        },
        dinner: {
          title: "Lemon-oregano chicken thighs with pumpkin and broccoli",
          description:
            "150 g chicken thigh fillet roasted with lemon, oregano and 8 kalamata olives, with 100 g roast pumpkin and 150 g steamed broccoli; 3 tsp olive oil in total.",
          macros: { kcal: 470, protein: 36, carbs: 14, fat: 28, fibre: 7 },
        },
        snacks: {
          title: "Greek yoghurt with almonds and dark chocolate",
          description:
            "100 g plain Greek yoghurt topped with 20 g chopped almonds and 20 g grated dark chocolate (85% cocoa).",
          macros: { kcal: 329, protein: 15, carbs: 9, fat: 25, fibre: 4 },
        },
      },
    },
  ],
  notes: [
    "Prep ahead: on the weekend boil 4 eggs, wash the salad leaves, rice the cauliflower and roast a tray of zucchini, capsicum and eggplant; cooked chicken, tzatziki and roast vegetables keep 3 days in the fridge.",
    "Swaps: for dairy-free, use unsweetened soy yoghurt and replace the cheese with extra avocado or nuts; for vegetarian, use firm tofu, tempeh or extra eggs in place of meat and fish, plus a small extra serve of lentils or edamame.",
    "Drink water steadily through the day (around 1.5-2 litres, more on training days), and try to have a protein-rich meal or snack within a couple of hours of your strength session.",
    "If you take medication for diabetes or blood pressure, have kidney problems, or have a history of disordered eating, check with your GP or an Accredited Practising Dietitian before cutting back on carbohydrate.",
  ],
};

export const groceryList: GroceryList = {
  id: "low-carb-muscle-groceries",
  title: "Low-Carb Muscle Building Grocery List",
  planId: "low-carb-muscle",
  summary:
    "Everything for one person for the 7 days of Low-Carb Eating for Muscle Building. Check your fridge and pantry first: staples like olive oil, nuts and seeds last well beyond one week.",
  sections: [
    {
      name: "Proteins",
      items: [
        "Salmon fillet: 1 x 140 g",
        "Barramundi fillet: 1 x 150 g",
        "Raw peeled prawns: 120 g (about 250 g shell-on)",
        "Lamb backstrap: 120 g",
        "Lean beef mince: 120 g",
        "Chicken thigh fillets, skinless: 300 g",
        "Chicken breast: 200 g raw (cook for 2 lunches, about 140 g cooked)",
        "Smoked salmon: 120 g",
        "Hot-smoked trout: 1 small pack (uses 80 g)",
        "Tuna in springwater: 1 x 185 g can",
        "Sardines in olive oil: 1 x 110 g can",
        "Pink salmon: 1 x 210 g can (uses about half)",
      ],
    },
    {
      name: "Dairy and eggs",
      items: [
        "Eggs: 14",
        "Plain full-fat Greek yoghurt: 700 g",
        "Cottage cheese: 1 x 250 g tub",
        "Fresh ricotta: 100 g",
        "Feta: 150 g",
        "Haloumi: 1 x 180 g block",
        "Parmesan: a small piece (about 20 g)",
        "Cheddar: 25 g",
      ],
    },
    {
      name: "Produce",
      items: [
        "Avocados: 4 medium",
        "Cherry tomatoes: 3 x 250 g punnets",
        "Tomatoes: 2 medium",
        "Lebanese cucumbers: 4",
        "Red capsicums: 2 large",
        "Zucchini: 3 medium (about 500 g)",
        "Eggplant: 1 small",
        "Cauliflower: 1/2 medium head",
        "Broccoli: 1 small head",
        "Broccolini: 1 bunch",
        "Asparagus: 2 bunches",
        "Green beans: 300 g",
        "Mushrooms: 100 g",
        "Butternut pumpkin: a small wedge (100 g)",
        "Baby spinach: 150 g",
        "Rocket: 150 g",
        "Mixed salad leaves: 200 g",
        "Baby cos lettuce: 1",
        "Red onion: 1 small",
        "Garlic: 1 bulb",
        "Lemons: 4",
        "Fresh herbs: 1 bunch each of flat-leaf parsley and mint, and a little basil and oregano",
        "Strawberries: 1 x 250 g punnet",
        "Raspberries: 150 g, fresh or frozen",
        "Blueberries: 1 x 125 g punnet, or frozen",
      ],
    },
    {
      name: "Nuts and seeds",
      items: [
        "Walnuts: 80 g",
        "Almonds: 70 g",
        "Macadamias: 40 g",
        "Pistachio kernels: 25 g",
        "Pine nuts: 15 g",
        "Pepitas: 35 g",
        "Chia seeds: 20 g",
        "Hemp seeds: 10 g",
        "Tahini: 1 small jar (uses 1 tbsp)",
      ],
    },
    {
      name: "Pantry",
      items: [
        "Extra virgin olive oil: about 1 cup (250 ml) for the week",
        "Kalamata olives: 150 g",
        "Canned crushed tomatoes: 1 x 400 g can",
        "Canned cannellini beans: 1 x 400 g can (uses 60 g)",
        "Canned lentils: 1 x 400 g can (uses 100 g)",
        "Canned chickpeas: 1 x 400 g can (uses 55 g)",
        "Hummus: 1 small tub",
        "Wholegrain sourdough: 1 slice (freeze the rest of the loaf)",
        "Dark chocolate, 85% cocoa: 1 block",
        "Capers, red wine vinegar, dried oregano, salt and pepper",
      ],
    },
  ],
};
