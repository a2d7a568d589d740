import type { GroceryList, MealPlan } from "./schema";

export const mealPlan: MealPlan = {
  id: "intermediate-fat-loss",
  title: "Intermediate Fat Loss Plan",
  summary:
    "Seven days of filling, high-fibre Mediterranean meals at about 1,450-1,500 kcal a day with 108-115 g protein: a gentle deficit that keeps protein high, so the weight that comes off is fat, not muscle. Designed for a steady loss of about 0.2-0.7 kg a week.",
  target: {
    kcal: {
      min: 1400,
      max: 1600,
    },
    protein: {
      min: 100,
      max: 120,
    },
  },
  days: [
    {
      day: 1,
      meals: {
        breakfast: {
          title: "Berry chia porridge",
          description:
            "40 g (1/2 cup) rolled oats cooked in 200 ml skim milk, topped with 150 g reduced-fat plain Greek yoghurt, 1/2 cup (75 g) mixed berries and 1 tbsp (12 g) chia seeds.",
          macros: {
            kcal: 417,
            protein: 28,
            carbs: 45,
            fat: 11,
            fibre: 11,
          },
        },
        lunch: {
          title: "Chicken and chickpea salad with pita",
          description:
            "70 g cooked chicken breast and 1/2 cup (85 g) drained chickpeas on 2 cups salad leaves with 1 diced tomato, 1/2 Lebanese cucumber, 1/4 red capsicum, chopped parsley and 20 g crumbled reduced-fat feta, dressed with 1 tsp olive oil and lemon juice. 1 small wholemeal pita (40 g) on the side.",
          macros: {
            kcal: 460,
            protein: 39,
            carbs: 40,
            fat: 14,
            fibre: 12,
          },
        },
        dinner: {
          title: "Lemon baked barramundi with roast pumpkin",
          description:
            "A 130 g barramundi fillet baked with lemon and herbs, with 200 g roast pumpkin, 1 1/2 cups (150 g) steamed broccoli, 1/2 cup (90 g) cooked brown rice and a large handful of rocket, using 2 tsp olive oil in all.",
          macros: {
            kcal: 455,
            protein: 37,
            carbs: 43,
            fat: 13,
            fibre: 11,
          },
        },
        snacks: {
          title: "Apple and almonds",
          description: "1 medium apple (150 g) and 15 g almonds (about 12).",
          macros: {
            kcal: 170,
            protein: 4,
            carbs: 19,
            fat: 8,
            fibre: 5,
          },
        },
      },
    },
    {
      day: 2,
      meals: {
        breakfast: {
          title: "Veggie scramble on sourdough",
          description:
            "2 eggs and 2 egg whites scrambled in 1/2 tsp olive oil with 1 cup (40 g) baby spinach, on 1 slice (45 g) wholegrain sourdough with 1/4 avocado (40 g) and 1 sliced tomato.",
          macros: {
            kcal: 400,
            protein: 27,
            carbs: 23,
            fat: 20,
            fibre: 8,
          },
        },
        lunch: {
          title: "Tuna and white bean salad",
          description:
            "A 95 g can of tuna in springwater, drained, with 1/2 cup (100 g) drained cannellini beans, 2 cups salad leaves, 1 tomato, 1/4 red capsicum, 1/2 Lebanese cucumber and a little red onion, dressed with 2 tsp olive oil and lemon juice.",
          macros: {
            kcal: 344,
            protein: 34,
            carbs: 22,
            fat: 11,
            fibre: 10,
          },
        },
        dinner: {
          title: "Chicken souvlaki tray bake",
          description:
            "100 g chicken breast (raw weight) marinated in lemon, garlic and oregano, roasted with 1 zucchini (150 g), 1/2 red capsicum and 1/2 red onion in 2 tsp olive oil. Served with 1 wholemeal pita (60 g), 1/4 cup (60 g) Greek yoghurt stirred with grated cucumber, and a cos and tomato side salad.",
          macros: {
            kcal: 503,
            protein: 39,
            carbs: 47,
            fat: 15,
            fibre: 10,
          },
        },
        snacks: {
          title: "Yoghurt with berries and kiwifruit",
          description:
            "150 g reduced-fat Greek yoghurt with 1/2 cup (75 g) mixed berries and 1 sliced kiwifruit.",
          macros: {
            kcal: 185,
            protein: 15,
            carbs: 19,
            fat: 4,
            fibre: 5,
          },
        },
      },
    },
    {
      day: 3,
      meals: {
        breakfast: {
          title: "Greek yoghurt breakfast bowl",
          description:
            "200 g reduced-fat Greek yoghurt with 2/3 cup (100 g) mixed berries, 2 tbsp (20 g) rolled oats, 1 tbsp (10 g) ground linseed and 5 walnut halves (10 g).",
          macros: {
            kcal: 387,
            protein: 25,
            carbs: 28,
            fat: 18,
            fibre: 9,
          },
        },
        lunch: {
          title: "Chicken, hummus and salad wrap",
          description:
            "1 wholemeal pita or wrap (60 g) filled with 70 g cooked chicken breast, 1 1/2 tbsp (30 g) hummus, a handful of salad leaves, 1/2 sliced tomato, 1/3 Lebanese cucumber, 1/2 grated carrot and 1/4 red capsicum.",
          macros: {
            kcal: 397,
            protein: 32,
            carbs: 42,
            fat: 9,
            fibre: 10,
          },
        },
        dinner: {
          title: "Beef and lentil bolognese",
          description:
            "90 g extra-lean beef mince cooked with 80 g (about 1/3 cup) drained lentils, 3/4 cup (200 g) passata, 100 g mushrooms, 1/2 onion and 1/2 carrot in 1 tsp olive oil, over 2/3 cup (100 g) cooked wholemeal spaghetti with 1 tbsp (5 g) grated parmesan. A side of salad leaves and cucumber.",
          macros: {
            kcal: 544,
            protein: 41,
            carbs: 57,
            fat: 13,
            fibre: 17,
          },
        },
        snacks: {
          title: "Pear and cottage cheese",
          description: "1 sliced pear (170 g) with 100 g low-fat cottage cheese and a pinch of cinnamon.",
          macros: {
            kcal: 160,
            protein: 14,
            carbs: 20,
            fat: 2,
            fibre: 5,
          },
        },
      },
    },
    {
      day: 4,
      meals: {
        breakfast: {
          title: "Mushroom, spinach and feta omelette",
          description:
            "2 eggs and 2 egg whites cooked in 1/2 tsp olive oil with 80 g sliced mushrooms, 1 cup (40 g) baby spinach and 20 g reduced-fat feta, with 1 slice (45 g) wholegrain sourdough.",
          macros: {
            kcal: 372,
            protein: 32,
            carbs: 20,
            fat: 17,
            fibre: 5,
          },
        },
        lunch: {
          title: "Lentil, roast vegetable and feta bowl",
          description:
            "1 cup (150 g) drained lentils with 100 g pumpkin, 100 g zucchini and 1/4 red capsicum roasted in 1 tsp olive oil, a handful of salad leaves and parsley, 30 g reduced-fat feta and 1 boiled egg, finished with lemon juice.",
          macros: {
            kcal: 409,
            protein: 28,
            carbs: 33,
            fat: 15,
            fibre: 15,
          },
        },
        dinner: {
          title: "Garlic prawns with white beans and greens",
          description:
            "120 g raw peeled prawns pan-fried in 2 tsp olive oil with garlic and chilli, tossed with 1/2 cup (100 g) drained cannellini beans, 1 cup (150 g) cherry tomatoes, 1 small zucchini (100 g), 60 g baby spinach, lemon and parsley. 1 slice (45 g) wholegrain sourdough to mop up the juices.",
          macros: {
            kcal: 451,
            protein: 40,
            carbs: 38,
            fat: 13,
            fibre: 14,
          },
        },
        snacks: {
          title: "Hummus with vegetable sticks, then yoghurt and strawberries",
          description:
            "1 1/2 tbsp (30 g) hummus with about 2 cups carrot, cucumber and capsicum sticks; later, 100 g reduced-fat Greek yoghurt with 100 g strawberries.",
          macros: {
            kcal: 228,
            protein: 14,
            carbs: 23,
            fat: 7,
            fibre: 8,
          },
        },
      },
    },
    {
      day: 5,
      meals: {
        breakfast: {
          title: "Pear and walnut porridge",
          description:
            "40 g (1/2 cup) rolled oats cooked in 200 ml skim milk with cinnamon, topped with 120 g reduced-fat Greek yoghurt, 1/2 grated pear, 1 tbsp (10 g) ground linseed and 5 walnut halves (10 g).",
          macros: {
            kcal: 469,
            protein: 27,
            carbs: 47,
            fat: 17,
            fibre: 10,
          },
        },
        lunch: {
          title: "Chicken quinoa tabouli",
          description:
            "1/2 cup (100 g) cooked quinoa tossed with 1 diced tomato, 1/2 Lebanese cucumber, a big handful of parsley and mint, a little red onion and 1/3 cup (60 g) drained chickpeas, dressed with 1 tsp olive oil and lemon juice, topped with 80 g cooked chicken breast on a handful of salad leaves.",
          macros: {
            kcal: 404,
            protein: 36,
            carbs: 34,
            fat: 11,
            fibre: 10,
          },
        },
        dinner: {
          title: "Baked salmon with sweet potato and green beans",
          description:
            "A 120 g salmon fillet baked with lemon, with 150 g sweet potato wedges roasted in 1/2 tsp olive oil, 1 1/2 cups (150 g) steamed green beans and a small salad of leaves and tomato.",
          macros: {
            kcal: 435,
            protein: 31,
            carbs: 33,
            fat: 18,
            fibre: 10,
          },
        },
        snacks: {
          title: "Yoghurt with berries, and an orange",
          description:
            "150 g reduced-fat Greek yoghurt with 1/2 cup (75 g) mixed berries, and 1 small orange (130 g).",
          macros: {
            kcal: 205,
            protein: 15,
            carbs: 24,
            fat: 4,
            fibre: 6,
          },
        },
      },
    },
    {
      day: 6,
      meals: {
        breakfast: {
          title: "Smoked salmon and cottage cheese toast",
          description:
            "1 slice (45 g) wholegrain sourdough spread with 80 g low-fat cottage cheese and topped with 60 g smoked salmon and a handful of baby spinach, with 1 boiled egg, 1 small sliced tomato and cucumber slices.",
          macros: {
            kcal: 346,
            protein: 35,
            carbs: 25,
            fat: 11,
            fibre: 5,
          },
        },
        lunch: {
          title: "Lentil and vegetable soup with ricotta crispbreads",
          description:
            "A large bowl (about 2 cups) of soup made with 1 cup (150 g) lentils, 1/2 carrot, 1 celery stalk, 1/2 onion, 1/2 can (200 g) diced tomatoes, a handful of spinach and 1 tsp olive oil. 2 rye crispbreads (20 g) topped with 60 g reduced-fat ricotta on the side.",
          macros: {
            kcal: 420,
            protein: 25,
            carbs: 48,
            fat: 10,
            fibre: 21,
          },
        },
        dinner: {
          title: "Lamb kofta with Greek salad",
          description:
            "100 g lean lamb mince shaped into kofta with grated onion, parsley and cumin, then grilled. Served with a Greek salad of 1 tomato, 2/3 Lebanese cucumber, 1/4 red capsicum, 4 kalamata olives (15 g), 20 g reduced-fat feta and cos lettuce dressed with 1 tsp olive oil, plus 3 tbsp (60 g) garlicky Greek yoghurt and 1/2 wholemeal pita (30 g).",
          macros: {
            kcal: 462,
            protein: 36,
            carbs: 29,
            fat: 21,
            fibre: 8,
          },
        },
        snacks: {
          title: "Apple and almonds, plus a milky coffee",
          description:
            "1 medium apple (150 g) and 15 g almonds (about 12); a skim milk latte or glass of skim milk (250 ml).",
          macros: {
            kcal: 258,
            protein: 13,
            carbs: 31,
            fat: 8,
            fibre: 5,
          },
        },
      },
    },
    {
      day: 7,
      meals: {
        breakfast: {
          title: "Eggplant shakshuka",
          description:
            "2 eggs baked in a sauce of 120 g diced eggplant, 1/2 can (200 g) diced tomatoes, 1/4 red capsicum and 1/2 small onion cooked in 1 tsp olive oil with cumin and paprika, topped with 20 g reduced-fat feta and parsley, with 1 slice (45 g) wholegrain sourdough.",
          macros: {
            kcal: 446,
            protein: 26,
            carbs: 35,
            fat: 20,
            fibre: 11,
          },
        },
        lunch: {
          title: "Sardines on rye with salad",
          description:
            "A 110 g can of sardines in springwater (about 90 g drained) on 3 rye crispbreads (30 g) with 30 g smashed avocado and lemon, and a salad of 2 cups leaves, 1 tomato and 1/2 Lebanese cucumber.",
          macros: {
            kcal: 334,
            protein: 26,
            carbs: 25,
            fat: 13,
            fibre: 9,
          },
        },
        dinner: {
          title: "Fish and white bean stew",
          description:
            "120 g firm white fish (such as ling or snapper) simmered in a stew of 1/2 cup (100 g) drained cannellini beans, 1/2 fennel bulb (100 g), 1/2 can (200 g) diced tomatoes, 1/2 onion and 60 g baby spinach, cooked in 2 tsp olive oil and finished with parsley, with 1 cup (100 g) steamed broccoli.",
          macros: {
            kcal: 429,
            protein: 40,
            carbs: 29,
            fat: 13,
            fibre: 18,
          },
        },
        snacks: {
          title: "Yoghurt with kiwifruit and pepitas",
          description: "150 g reduced-fat Greek yoghurt with 2 sliced kiwifruit and 2 tsp (10 g) pepitas.",
          macros: {
            kcal: 250,
            protein: 18,
            carbs: 21,
            fat: 9,
            fibre: 5,
          },
        },
      },
    },
  ],
  notes: [
    "Prep ahead: on the weekend, cook about 320 g chicken breast for the lunches on days 1, 3 and 5, boil 2 eggs (days 4 and 6) and make the day 6 lentil soup; it keeps 3 days in the fridge or freezes well.",
    "Swaps: for dairy-free, use a high-protein soy yoghurt and swap feta, ricotta and cottage cheese for firm tofu or an extra 1/2 cup of beans. For vegetarian days, replace the fish, chicken or meat with 150 g firm tofu or tempeh, or 1 cup of legumes plus an egg.",
    "Drink water through the day (6-8 glasses). This plan has 30-40 g fibre a day, so if you usually eat less, build up the legumes and linseed over a week or two and keep fluids up.",
    "Aim to lose 0.2-0.7 kg a week; if you are losing faster than that, add a slice of sourdough or a piece of fruit. If you have diabetes, kidney disease or take regular medication, check with your doctor or an Accredited Practising Dietitian before cutting back.",
  ],
};

export const groceryList: GroceryList = {
  id: "intermediate-fat-loss-groceries",
  title: "Intermediate Fat Loss Grocery List",
  planId: "intermediate-fat-loss",
  summary:
    "Everything for the 7 days of the Intermediate Fat Loss Plan, for one person. Check your fridge and pantry first: oils, spices and canned goods often carry over from week to week.",
  sections: [
    {
      name: "Proteins",
      items: [
        "Skinless chicken breast: 450 g (320 g to cook for lunches, 100 g for the day 2 souvlaki)",
        "Barramundi fillet: 1 x 130 g",
        "Firm white fish fillet (ling or snapper): 1 x 120 g",
        "Salmon fillet: 1 x 120 g",
        "Raw peeled prawns (fresh or frozen): 120 g",
        "Extra-lean (5% fat) beef mince: 90 g",
        "Lean lamb mince: 100 g",
        "Smoked salmon: 60 g",
        "Tuna in springwater: 1 x 95 g can",
        "Sardines in springwater: 1 x 110 g can",
      ],
    },
    {
      name: "Dairy and eggs",
      items: [
        "Eggs: 1 dozen large (8 whole, plus 4 for the whites)",
        "Reduced-fat plain Greek yoghurt: 1.2 kg",
        "Skim milk: 1 litre",
        "Low-fat cottage cheese: 180 g",
        "Reduced-fat feta: 110 g",
        "Reduced-fat ricotta: 60 g",
        "Parmesan: a small piece (5 g grated)",
      ],
    },
    {
      name: "Produce",
      items: [
        "Baby spinach: 300 g",
        "Mixed salad leaves and rocket: 350 g",
        "Cos lettuce: 1 small",
        "Tomatoes: 8 medium (about 850 g)",
        "Cherry tomatoes: 1 punnet (250 g)",
        "Lebanese cucumbers: 5",
        "Red capsicums: 3",
        "Zucchini: 3",
        "Eggplant: 1 small",
        "Broccoli: 1 large head (250 g)",
        "Green beans: 150 g",
        "Mushrooms: 200 g",
        "Carrots: 3 medium",
        "Onions: 1 brown and 2 red",
        "Celery: 1 stalk",
        "Fennel: 1 small bulb",
        "Butternut pumpkin: 300 g piece",
        "Sweet potato: 1 small (150 g)",
        "Avocado: 1",
        "Fresh parsley: 1 large bunch",
        "Fresh mint: 1 small bunch",
        "Garlic: 1 bulb",
        "Lemons: 4",
        "Apples: 2 medium",
        "Pears: 2",
        "Kiwifruit: 3",
        "Orange: 1 small",
        "Strawberries: 1 punnet (250 g)",
        "Frozen mixed berries: 1 x 500 g bag",
      ],
    },
    {
      name: "Pantry",
      items: [
        "Extra virgin olive oil: about 100 ml",
        "Rolled oats: 100 g",
        "Lentils: 2 x 400 g cans",
        "Cannellini beans: 2 x 400 g cans",
        "Chickpeas: 1 x 400 g can",
        "Diced tomatoes: 2 x 400 g cans",
        "Passata: 200 g (3/4 cup)",
        "Wholegrain sourdough: 5 slices (freeze the rest of the loaf)",
        "Wholemeal pita or Lebanese bread: 4 (one small)",
        "Rye crispbreads: 5",
        "Quinoa: 35 g dry (1/4 cup)",
        "Brown rice: 30 g dry (or a microwave pouch)",
        "Wholemeal spaghetti: 40 g dry",
        "Hummus: 60 g (3 tbsp)",
        "Kalamata olives: 4",
        "Nuts and seeds: 30 g almonds, 20 g walnuts, 20 g ground linseed, 12 g chia seeds, 10 g pepitas",
        "Herbs and spices: cumin, smoked paprika, dried oregano, cinnamon, chilli flakes",
      ],
    },
  ],
};
