import type { NutritionBody } from "~/content/nutrition/index.server";
import { dayTotals, MEAL_SLOTS } from "~/content/nutrition/macros";
import type { Macros } from "~/content/nutrition/schema";
import {
  ACCENT,
  INK,
  MUTED,
  type Paper,
  type PdfTools,
  printable,
  renderPdf,
} from "~/features/programs/program-pdf.server";

const SUBJECT = { "meal-plan": "Meal plan", recipe: "Recipe", "grocery-list": "Grocery list" } as const;

const macrosLine = (m: Macros) =>
  `${m.kcal} kcal  •  ${m.protein} g protein  •  ${m.carbs} g carbs  •  ${m.fat} g fat  •  ${m.fibre} g fibre`;

function heading({ doc, text }: PdfTools, title: string, summary: string) {
  doc.font("Helvetica-Bold").fontSize(24).fillColor(ACCENT);
  text(title);
  doc.moveDown(0.3).font("Helvetica").fontSize(12).fillColor(INK);
  text(summary);
}

function subheading({ doc, text, ensureSpace }: PdfTools, title: string, room = 80) {
  ensureSpace(room);
  doc.moveDown(0.8).font("Helvetica-Bold").fontSize(15).fillColor(ACCENT);
  text(title);
  doc.font("Helvetica").fontSize(11).fillColor(INK);
}

/**
 * A meal plan, recipe or grocery list as a printable PDF, from the same content module as the
 * Nutrition page (so the two never disagree).
 */
export function nutritionPdf(item: NutritionBody, paper: Paper): Promise<Buffer> {
  return renderPdf({ title: item.body.title, subject: SUBJECT[item.kind], paper }, (tools) => {
    const { doc, text, width, left, ensureSpace, list } = tools;
    heading(tools, item.body.title, item.body.summary);
    switch (item.kind) {
      case "meal-plan": {
        const plan = item.body;
        for (const day of plan.days) {
          subheading(tools, `Day ${day.day}`, 200);
          for (const slot of MEAL_SLOTS) {
            const meal = day.meals[slot];
            ensureSpace(50);
            doc.moveDown(0.3).font("Helvetica-Bold").fontSize(11).fillColor(INK);
            text(`${slot[0]?.toUpperCase()}${slot.slice(1)}: ${meal.title}`, { width });
            doc.font("Helvetica").fontSize(10.5);
            text(`${meal.description} (${meal.macros.kcal} kcal, ${meal.macros.protein} g protein)`, {
              width,
            });
          }
          doc.moveDown(0.3).font("Helvetica-Bold").fontSize(10).fillColor(MUTED);
          text(`Day ${day.day} nutrition summary: ${macrosLine(dayTotals(day))}`, { width });
        }
        list("Notes", plan.notes);
        return;
      }
      case "recipe": {
        const recipe = item.body;
        doc.moveDown(0.4).font("Helvetica-Bold").fontSize(11).fillColor(MUTED);
        text(
          `Serves ${recipe.servings}  •  Prep ${recipe.prepMinutes} min  •  ${recipe.cookMinutes === 0 ? "No cooking" : `Cook ${recipe.cookMinutes} min`}`,
        );
        list("Ingredients", recipe.ingredients);
        subheading(tools, "Method");
        recipe.steps.forEach((step, index) => {
          ensureSpace(40);
          text(`${index + 1}.  ${step}`, { width });
          doc.moveDown(0.3);
        });
        if (recipe.tip) {
          subheading(tools, "Tip", 60);
          text(recipe.tip, { width });
        }
        subheading(tools, "Nutrition per serving", 60);
        text(macrosLine(recipe.perServing), { width });
        return;
      }
      case "grocery-list": {
        // Tick boxes, for pen and paper at the shops.
        for (const section of item.body.sections) {
          subheading(tools, section.name);
          for (const entry of section.items) {
            ensureSpace(24);
            const top = doc.y;
            doc
              .rect(left, top + 1, 9, 9)
              .lineWidth(0.8)
              .strokeColor(MUTED)
              .stroke();
            doc.fillColor(INK).text(printable(entry), left + 18, top, { width: width - 18 });
            doc.moveDown(0.15);
            doc.x = left;
          }
        }
        return;
      }
    }
  });
}
