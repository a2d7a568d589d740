import { Button } from "~/components/ui/button";
import { BookOpenIcon } from "~/components/ui/icons/book-open";
import { PillIcon } from "~/components/ui/icons/pill";
import { SaladIcon } from "~/components/ui/icons/salad";
import { ShirtIcon } from "~/components/ui/icons/shirt";
import { StoreIcon } from "~/components/ui/icons/store";
import { toast } from "~/components/ui/sonner";
import { liveSite } from "~/content/live.server";
import { shopFor } from "~/content/marketing";
import { pageMeta } from "~/lib/meta";
import { STATIC_PAGE } from "~/lib/static-page";
import type { Route } from "./+types/shop";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Shop",
    "Workout guides, nutrition plans, supplements and merchandise for women over 50. Opening soon.",
    "/shop",
  );

// Decision 0068: a visitor's page is HTML; the public widgets script shows the buttons' toast.
export const handle = STATIC_PAGE;

const CATEGORY_ICONS = [BookOpenIcon, SaladIcon, PillIcon, ShirtIcon];

/** product.md §1.13: the buttons add nothing; they say so instead of looking broken (decision 0021). */
export function loader() {
  return { shop: shopFor(liveSite()) };
}

export const SHOP_PREVIEW_MESSAGE = "The shop opens soon. Nothing has been added to a cart.";

const price = new Intl.NumberFormat("en-AU", {
  style: "currency",
  currency: "AUD",
  currencyDisplay: "narrowSymbol",
});

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { shop } = loaderData;
  const preview = () => toast.info(SHOP_PREVIEW_MESSAGE);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <h1 className="text-4xl">Shop</h1>
      <div
        role="note"
        className="mt-6 flex gap-4 rounded-xl border-2 border-primary bg-accent/50 p-5 text-lg"
      >
        <StoreIcon aria-hidden="true" className="size-8 shrink-0 text-primary" />
        <p>
          <strong>This is a preview: the shop is opening soon.</strong> Have a look around; you can't buy
          anything yet, and nothing will be charged.
        </p>
      </div>

      <section aria-labelledby="categories-title" className="mt-12">
        <h2 id="categories-title" className="text-3xl">
          Categories
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {shop.categories.map((category, index) => {
            const Icon = CATEGORY_ICONS[index] ?? StoreIcon;
            return (
              <li key={category.name} className="rounded-xl border border-border bg-card p-5">
                <Icon aria-hidden="true" className="size-8 text-primary" />
                <h3 className="mt-3 text-xl">{category.name}</h3>
                <p className="mt-1 text-lg">{category.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="featured-title" className="mt-14">
        <h2 id="featured-title" className="text-3xl">
          Featured products
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {shop.featured.map((product, index) => (
            <li key={product.name}>
              <article
                aria-labelledby={`product-${index}`}
                className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm"
              >
                <img
                  src={product.image}
                  alt=""
                  width={400}
                  height={300}
                  loading="lazy"
                  className="h-auto w-full bg-muted"
                />
                <div className="flex flex-1 flex-col gap-3 p-5">
                  <h3 id={`product-${index}`} className="text-2xl">
                    {product.name}
                  </h3>
                  <p className="flex-1 text-lg">{product.description}</p>
                  <p className="text-xl font-semibold">{price.format(product.price)}</p>
                  <Button
                    type="button"
                    onClick={preview}
                    data-toast={SHOP_PREVIEW_MESSAGE}
                    aria-label={`Add to Cart: ${product.name}`}
                  >
                    Add to Cart
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Button
            type="button"
            variant="outline"
            size="lg"
            onClick={preview}
            data-toast={SHOP_PREVIEW_MESSAGE}
          >
            View All Products
          </Button>
        </div>
      </section>
    </div>
  );
}
