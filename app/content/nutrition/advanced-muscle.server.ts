import type { GroceryList, MealPlan } from "./schema";

export const mealPlan: MealPlan = {
  id: "advanced-muscle",
  title: "Advanced Muscle Plan",
  summary:
    "Seven days of Mediterranean eating for your muscle-building phase, when training is heavier: 1,800-2,000 kcal a day, a small surplus of about 200 kcal above maintenance for many active women over 50, with 120-140 g protein (most days land near 130 g). Each main meal brings 30-40 g protein, every day includes a protein-rich snack, and fibre sits comfortably above 30 g from oats, legumes, wholegrains, fruit and vegetables.",
  target: { kcal: { min: 1800, max: 2000 }, protein: { min: 120, max: 140 } },
  days: [
    {
      day: 1,
      meals: {
        breakfast: {
          title: "Berry protein porridge",
          description:
            "50 g rolled oats cooked in 200 ml reduced-fat milk, topped with 170 g reduced-fat Greek yoghurt, 1/2 cup (75 g) mixed berries and 1 tbsp (10 g) chia seeds.",
          macros: { kcal: 490, protein: 32, carbs: 53, fat: 14, fibre: 11 },
        },
        lunch: {
          title: "Chicken, chickpea and quinoa salad",
          description:
            "80 g cooked chicken breast with 1/2 cup (80 g) chickpeas, 1/2 cup (90 g) cooked quinoa, 1 cup rocket, 1 Lebanese cucumber, 1/2 cup cherry tomatoes and 20 g feta, dressed with 2 tsp olive oil and lemon juice.",
          macros: { kcal: 485, protein: 40, carbs: 33, fat: 20, fibre: 9 },
        },
        dinner: {
          title: "Baked salmon with sweet potato and greens",
          description:
            "150 g salmon fillet baked with lemon and dill, 200 g sweet potato wedges roasted in 1 tsp olive oil, with 1 cup steamed green beans and 1 cup broccoli.",
          macros: { kcal: 550, protein: 39, carbs: 40, fat: 23, fibre: 12 },
        },
        snacks: {
          title: "Cottage cheese with pear and almonds",
          description: "150 g reduced-fat cottage cheese with 1 sliced pear and 15 g almonds (about 12).",
          macros: { kcal: 305, protein: 22, carbs: 23, fat: 12, fibre: 6 },
        },
      },
    },
    {
      day: 2,
      meals: {
        breakfast: {
          title: "Spinach and feta omelette with sourdough",
          description:
            "2 whole eggs and 2 egg whites, cooked in 1 tsp olive oil with 1 cup baby spinach and 20 g feta, on 2 slices wholegrain sourdough, with 1/2 cup cherry tomatoes and 1 orange.",
          macros: { kcal: 560, protein: 35, carbs: 52, fat: 22, fibre: 10 },
        },
        lunch: {
          title: "Tuna and white bean salad",
          description:
            "100 g drained tuna in springwater with 1/2 cup (90 g) cannellini beans, 1 cup baby spinach, 1/2 red capsicum, 1/4 red onion, parsley and 6 kalamata olives, dressed with 2 tsp olive oil and lemon, with 1 slice wholegrain sourdough.",
          macros: { kcal: 455, protein: 38, carbs: 36, fat: 15, fibre: 12 },
        },
        dinner: {
          title: "Chicken souvlaki with Greek salad and pita",
          description:
            "100 g chicken breast marinated in lemon, garlic, oregano and 1 tsp olive oil, grilled and served in 1 large wholemeal pita (80 g) with 60 g Greek yoghurt tzatziki, and a Greek salad of tomato, cucumber, red onion and 6 kalamata olives dressed with 1 tsp olive oil.",
          macros: { kcal: 525, protein: 39, carbs: 48, fat: 18, fibre: 9 },
        },
        snacks: {
          title: "Greek yoghurt with walnuts and an apple",
          description: "170 g reduced-fat Greek yoghurt with 15 g walnuts and 1 tsp honey, plus 1 apple.",
          macros: { kcal: 340, protein: 19, carbs: 32, fat: 14, fibre: 5 },
        },
      },
    },
    {
      day: 3,
      meals: {
        breakfast: {
          title: "Smoked salmon, ricotta and egg on toast",
          description:
            "2 slices wholegrain sourdough spread with 60 g reduced-fat ricotta, topped with 60 g smoked salmon, 1 poached egg, a handful of rocket and a squeeze of lemon.",
          macros: { kcal: 445, protein: 34, carbs: 40, fat: 15, fibre: 6 },
        },
        lunch: {
          title: "Lentil salad with boiled eggs and feta",
          description:
            "1 cup (200 g) cooked brown lentils with 2 boiled eggs, 1/2 roasted red capsicum, 1 cup baby spinach, 1/2 cup cherry tomatoes and 20 g feta, dressed with 2 tsp olive oil and red wine vinegar.",
          macros: { kcal: 525, protein: 37, carbs: 31, fat: 25, fibre: 18 },
        },
        dinner: {
          title: "Rump steak with potatoes and Mediterranean salad",
          description:
            "140 g lean rump steak, grilled, with 250 g baby potatoes roasted in 1 tsp olive oil and rosemary, and a salad of 2 cups cos lettuce, tomato, cucumber and 1/4 avocado (40 g), dressed with 1 tsp olive oil and lemon.",
          macros: { kcal: 555, protein: 39, carbs: 43, fat: 23, fibre: 11 },
        },
        snacks: {
          title: "Cottage cheese crispbreads, almonds and a mandarin",
          description:
            "2 rye crispbreads topped with 120 g reduced-fat cottage cheese, sliced tomato and cracked pepper, plus 20 g almonds and 1 mandarin.",
          macros: { kcal: 345, protein: 22, carbs: 28, fat: 15, fibre: 7 },
        },
      },
    },
    {
      day: 4,
      meals: {
        breakfast: {
          title: "Berry, banana and oat smoothie",
          description:
            "250 ml reduced-fat milk blended with 170 g reduced-fat Greek yoghurt, 1 cup (150 g) frozen mixed berries, 1/2 banana, 30 g rolled oats and 1 tbsp (10 g) chia seeds.",
          macros: { kcal: 525, protein: 33, carbs: 62, fat: 13, fibre: 14 },
        },
        lunch: {
          title: "Chicken, hummus and tabouli wrap",
          description:
            "1 wholemeal wrap (60 g) filled with 80 g sliced cooked chicken breast, 2 tbsp (40 g) hummus, 1/2 cup tabouli (parsley, tomato and 1/4 cup cooked bulgur) and a handful of cos lettuce, with 1 carrot cut into sticks and 1 orange.",
          macros: { kcal: 520, protein: 39, carbs: 58, fat: 11, fibre: 16 },
        },
        dinner: {
          title: "Barramundi with tomato, white beans and spinach",
          description:
            "140 g barramundi fillet pan-fried in 1 tsp olive oil, served on 1/3 cup (60 g) cannellini beans warmed with 1 cup cherry tomatoes, garlic, 1 cup baby spinach and 2 tsp olive oil, with 1 slice wholegrain sourdough.",
          macros: { kcal: 455, protein: 39, carbs: 30, fat: 18, fibre: 9 },
        },
        snacks: {
          title: "Yoghurt with pistachios and a pear",
          description: "150 g reduced-fat Greek yoghurt with 25 g pistachios and cinnamon, plus 1 pear.",
          macros: { kcal: 335, protein: 20, carbs: 27, fat: 15, fibre: 7 },
        },
      },
    },
    {
      day: 5,
      meals: {
        breakfast: {
          title: "Mushroom and parmesan scrambled eggs",
          description:
            "3 eggs scrambled in 1 tsp olive oil with 100 g sliced mushrooms, 1 cup baby spinach and 10 g grated parmesan, on 1 slice wholegrain sourdough, with 1 orange.",
          macros: { kcal: 490, protein: 33, carbs: 32, fat: 24, fibre: 8 },
        },
        lunch: {
          title: "Prawn, avocado and quinoa salad",
          description:
            "110 g cooked peeled prawns with 1 cup (185 g) cooked quinoa, 1/4 avocado (40 g), 1 cup rocket, 1 Lebanese cucumber and 1/2 cup (80 g) frozen peas, thawed, dressed with 1 tsp olive oil, lemon and mint.",
          macros: { kcal: 510, protein: 40, carbs: 45, fat: 16, fibre: 13 },
        },
        dinner: {
          title: "Turkey meatballs in tomato sauce with wholemeal spaghetti",
          description:
            "100 g lean turkey mince rolled into meatballs with herbs, simmered in 1 cup (250 g) passata with 1/2 zucchini and 1 tsp olive oil, over 1 1/4 cups (190 g) cooked wholemeal spaghetti with 1 tbsp (5 g) grated parmesan, and a cos salad with 1 tsp olive oil.",
          macros: { kcal: 590, protein: 39, carbs: 64, fat: 17, fibre: 14 },
        },
        snacks: {
          title: "Edamame, a milky coffee and a banana",
          description:
            "100 g shelled edamame with a pinch of sea salt, a latte made with 250 ml reduced-fat milk, and 1 small banana.",
          macros: { kcal: 325, protein: 21, carbs: 36, fat: 9, fibre: 8 },
        },
      },
    },
    {
      day: 6,
      meals: {
        breakfast: {
          title: "Baked eggs with beans and feta",
          description:
            "2 eggs baked in 1 cup canned diced tomatoes with 1/2 red capsicum, 1/4 onion, 1/2 cup (90 g) cannellini beans and 1 tsp olive oil, topped with 20 g feta and served with 1 slice wholegrain sourdough.",
          macros: { kcal: 520, protein: 31, carbs: 45, fat: 21, fibre: 13 },
        },
        lunch: {
          title: "Chicken, lentil and vegetable soup",
          description:
            "2 cups of soup made with 50 g shredded cooked chicken breast, 3/4 cup (150 g) cooked lentils, carrot, celery, onion, kale and 2 tsp olive oil, with 1 slice wholegrain sourdough.",
          macros: { kcal: 485, protein: 36, carbs: 46, fat: 13, fibre: 19 },
        },
        dinner: {
          title: "Lamb skewers with tabouli and tzatziki",
          description:
            "110 g lean lamb backstrap threaded onto skewers with capsicum, zucchini and red onion and grilled with 1 tsp olive oil, served with 1 cup tabouli (1/2 cup cooked bulgur, parsley, tomato, 1 tsp olive oil), 60 g Greek yoghurt tzatziki and 1/2 wholemeal pita (30 g).",
          macros: { kcal: 495, protein: 39, carbs: 41, fat: 17, fibre: 11 },
        },
        snacks: {
          title: "Cottage cheese, berries and almonds, plus a banana",
          description:
            "150 g reduced-fat cottage cheese with 1/2 cup (75 g) mixed berries and 15 g almonds, plus 1 small banana after training.",
          macros: { kcal: 345, protein: 24, carbs: 31, fat: 13, fibre: 7 },
        },
      },
    },
    {
      day: 7,
      meals: {
        breakfast: {
          title: "Apple and walnut bircher muesli",
          description:
            "40 g rolled oats soaked overnight in 150 ml reduced-fat milk, mixed with 150 g reduced-fat Greek yoghurt, 1/2 grated apple and cinnamon, topped with 15 g walnuts and 10 g pepitas.",
          macros: { kcal: 540, protein: 30, carbs: 47, fat: 24, fibre: 7 },
        },
        lunch: {
          title: "Sardines and smashed white beans on toast",
          description:
            "A 110 g tin of sardines in olive oil (about 85 g drained) on 2 slices wholegrain sourdough spread with 1/2 cup (90 g) cannellini beans mashed with lemon, with 1 cup rocket and 1 tomato.",
          macros: { kcal: 495, protein: 37, carbs: 52, fat: 12, fibre: 13 },
        },
        dinner: {
          title: "Chicken, chickpea and pumpkin traybake",
          description:
            "130 g skinless chicken thigh roasted with 1/2 cup (80 g) chickpeas, 200 g pumpkin, 1/2 red capsicum and 1/2 red onion in 2 tsp olive oil, smoked paprika and lemon, with 1 cup steamed green beans.",
          macros: { kcal: 490, protein: 38, carbs: 38, fat: 18, fibre: 14 },
        },
        snacks: {
          title: "Yoghurt, berries and almonds, plus a latte",
          description:
            "150 g reduced-fat Greek yoghurt with 1/2 cup (75 g) mixed berries and 15 g almonds, plus a latte made with 200 ml reduced-fat milk.",
          macros: { kcal: 330, protein: 25, carbs: 23, fat: 14, fibre: 4 },
        },
      },
    },
  ],
  notes: [
    "Prep ahead: on day 1 roast 350 g chicken breast for the lunches on days 1, 4 and 6 (freeze the day 6 portion, as cooked chicken keeps about 3 days in the fridge) and cook 1/2 cup dry quinoa for days 1 and 5 (freeze half). Boil the eggs for day 3 the night before, and soak the bircher muesli the night before day 7.",
    "On your heavier training days, have a meal or the snack within an hour or two of your session, and keep protein spread across the day rather than saved for dinner. Sip water through the day, more in hot weather and when you train hard.",
    "Dairy-free: use calcium-fortified soy milk and soy yoghurt, and swap cottage cheese and feta for firm tofu or an extra egg. Vegetarian: replace meat and fish with firm tofu, tempeh, eggs or an extra 1/2 cup of legumes, and add a yoghurt or soy snack to keep protein up.",
    "If you have kidney disease, diabetes or another medical condition, or take regular medication, check with your doctor or an Accredited Practising Dietitian before raising your protein and energy intake.",
  ],
};

export const groceryList: GroceryList = {
  id: "advanced-muscle-groceries",
  title: "Advanced Muscle Grocery List",
  planId: "advanced-muscle",
  summary:
    "Everything the Advanced Muscle Plan uses over 7 days, for one person. Check your pantry and fridge first: oils, spices, oats and nuts usually last beyond one week.",
  sections: [
    {
      name: "Proteins",
      items: [
        "Chicken breast fillets: 450 g (roast 350 g on day 1 for lunches; 100 g for the souvlaki)",
        "Skinless chicken thigh fillet: 130 g (1 fillet)",
        "Salmon fillet: 1 x 150 g",
        "Barramundi fillet: 1 x 140 g",
        "Cooked peeled prawns: 110 g (about 250 g unpeeled)",
        "Lean rump steak: 140 g",
        "Lean lamb backstrap: 110 g",
        "Lean turkey mince: 100 g (freeze the rest of the pack)",
        "Smoked salmon: 60 g",
        "Tuna in springwater: 1 x 185 g tin",
        "Sardines in olive oil: 1 x 110 g tin",
      ],
    },
    {
      name: "Dairy and eggs",
      items: [
        "Eggs: 1 dozen",
        "Reduced-fat Greek yoghurt, plain: 1.1 kg (includes the tzatziki)",
        "Reduced-fat milk: 1.1 litres",
        "Reduced-fat cottage cheese: 2 x 250 g tubs",
        "Reduced-fat ricotta: 100 g",
        "Feta: 100 g block",
        "Parmesan: a small wedge (you need 15 g)",
      ],
    },
    {
      name: "Produce",
      items: [
        "Cherry tomatoes: 2 x 250 g punnets",
        "Tomatoes: 4 medium",
        "Lebanese cucumbers: 4",
        "Red capsicums: 3",
        "Red onions: 2",
        "Brown onion: 1 small",
        "Zucchini: 2 small",
        "Broccoli: 1 small head",
        "Green beans: 200 g",
        "Mushrooms: 100 g",
        "Carrots: 2",
        "Celery: 2 sticks",
        "Kale: 1 small bunch (or use extra spinach)",
        "Baby spinach: 200 g",
        "Rocket: 100 g bag",
        "Cos lettuce: 1 head",
        "Avocado: 1",
        "Sweet potato: 1 small (200 g)",
        "Baby potatoes: 250 g",
        "Butternut pumpkin: 200 g piece",
        "Flat-leaf parsley: 2 bunches",
        "Dill and mint: 1 small bunch each",
        "Garlic: 1 bulb",
        "Lemons: 4",
        "Bananas: 3 small",
        "Apples: 2",
        "Pears: 2",
        "Oranges: 3",
        "Mandarin: 1",
      ],
    },
    {
      name: "Freezer",
      items: [
        "Frozen mixed berries: 500 g bag (you need about 375 g)",
        "Frozen peas: 80 g",
        "Frozen shelled edamame: 100 g",
      ],
    },
    {
      name: "Grains and legumes",
      items: [
        "Wholegrain sourdough: 1 loaf (you need 11 slices; freeze the rest)",
        "Wholemeal wraps: 1",
        "Large wholemeal pita breads: 2",
        "Rye crispbreads: 4",
        "Rolled oats: 120 g",
        "Quinoa: 1/2 cup (about 90 g) dry",
        "Bulgur: 50 g dry",
        "Wholemeal spaghetti: 75 g dry",
        "Brown lentils: 2 x 400 g cans, or 150 g dried",
        "Cannellini beans: 2 x 400 g cans",
        "Chickpeas: 1 x 400 g can",
      ],
    },
    {
      name: "Pantry",
      items: [
        "Extra virgin olive oil: about 130 ml for the week",
        "Almonds: 65 g",
        "Walnuts: 30 g",
        "Shelled pistachios: 25 g",
        "Chia seeds: 20 g",
        "Pepitas: 10 g",
        "Hummus: 1 small tub (you need 40 g)",
        "Kalamata olives: 12",
        "Passata: 1 cup (250 g)",
        "Canned diced tomatoes: 1 x 400 g can",
        "Honey and red wine vinegar",
        "Dried oregano, smoked paprika, cinnamon, rosemary, salt and pepper",
        "Coffee for two lattes",
      ],
    },
  ],
};
