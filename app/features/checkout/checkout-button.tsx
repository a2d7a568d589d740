import type { VariantProps } from "class-variance-authority";
import { useEffect, useId, useState } from "react";
import { Button, type buttonVariants } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { NativeDialog } from "~/components/ui/native-dialog";
import { SELECT_CLASS } from "~/components/ui/select";
import { toast } from "~/components/ui/sonner";
import { useAccount } from "~/features/account/use-account";
import { useStaticPage } from "~/lib/static-page-context";
import { CHECKOUT_TEXT, type CheckoutState, startCheckout } from "./checkout";

export type CheckoutOption = { label: string; paymentUrl: string };

type CheckoutButtonProps = VariantProps<typeof buttonVariants> & {
  buttonText: string;
  /** The payment link; with `options`, each option carries its own. */
  paymentUrl?: string;
  className?: string;
  /** Several formats: a choice dialog opens first, with the first one chosen. */
  options?: readonly CheckoutOption[];
  /** Names the offer for screen readers when the visible text is generic ("Book Now"). */
  accessibleName?: string;
};

/** product.md §3.3 Checkout button (see `checkout.ts` for the states and timing). */
export function CheckoutButton(props: CheckoutButtonProps) {
  return useStaticPage() ? <StaticCheckoutButton {...props} /> : <HydratedCheckoutButton {...props} />;
}

/**
 * Decision 0068: the same button on a page sent without React, driven by the public widgets
 * script. Only a visitor gets such a page, so the link carries no account.
 */
function StaticCheckoutButton({
  buttonText,
  paymentUrl,
  variant,
  size,
  className,
  options,
  accessibleName,
}: CheckoutButtonProps) {
  const dialogId = useId();
  const several = options && options.length > 1;
  return (
    <>
      <Button
        type="button"
        variant={variant}
        size={size}
        className={className}
        aria-label={accessibleName}
        data-checkout={several ? undefined : (options?.[0]?.paymentUrl ?? paymentUrl ?? "")}
        data-checkout-dialog={several ? dialogId : undefined}
        aria-haspopup={several ? "dialog" : undefined}
      >
        {buttonText}
      </Button>
      {several && (
        <NativeDialog
          id={dialogId}
          title="Choose your option"
          description={`${accessibleName ?? buttonText}: pick the format that suits you. You can change it with your coach later.`}
        >
          <form className="flex flex-col gap-4" data-checkout-choice>
            <label htmlFor={`${dialogId}-option`} className="font-semibold">
              Option
            </label>
            <select id={`${dialogId}-option`} defaultValue={0} className={SELECT_CLASS}>
              {options.map((option, index) => (
                <option key={option.paymentUrl} value={index} data-url={option.paymentUrl}>
                  {option.label}
                </option>
              ))}
            </select>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" size="lg">
                Continue to Checkout
              </Button>
              <Button type="button" variant="outline" size="lg" data-closes-dialog>
                Cancel
              </Button>
            </div>
          </form>
        </NativeDialog>
      )}
    </>
  );
}

function HydratedCheckoutButton({
  buttonText,
  paymentUrl,
  variant,
  size,
  className,
  options,
  accessibleName,
}: CheckoutButtonProps) {
  const account = useAccount();
  const [state, setState] = useState<CheckoutState>("idle");
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState(0);
  const selectId = useId();

  // Back from the payment page (the browser's back-forward cache): ready again, not stuck.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setState("idle");
    };
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  const go = (url: string | undefined) =>
    startCheckout(url, account, {
      setState,
      redirecting: () =>
        toast(CHECKOUT_TEXT.redirectingTitle, { description: CHECKOUT_TEXT.redirectingDescription }),
      failed: () => toast.error(CHECKOUT_TEXT.errorTitle, { description: CHECKOUT_TEXT.errorDescription }),
      navigate: (url) => window.location.assign(url),
      schedule: (run, ms) => window.setTimeout(run, ms),
    });

  const processing = state === "processing";
  const several = options && options.length > 1;

  return (
    <>
      <Button
        type="button"
        variant={variant}
        size={size}
        className={className}
        disabled={processing}
        aria-label={processing || !accessibleName ? undefined : accessibleName}
        onClick={() => {
          if (several) {
            setChoice(0);
            setChoosing(true);
          } else go(options?.[0]?.paymentUrl ?? paymentUrl);
        }}
      >
        {processing ? CHECKOUT_TEXT.processing : buttonText}
      </Button>
      {several && (
        <Dialog open={choosing} onOpenChange={setChoosing}>
          <DialogContent>
            <DialogTitle>Choose your option</DialogTitle>
            <DialogDescription>
              {accessibleName ?? buttonText}: pick the format that suits you. You can change it with your
              coach later.
            </DialogDescription>
            <form
              className="flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                setChoosing(false);
                go(options[choice]?.paymentUrl);
              }}
            >
              <label htmlFor={selectId} className="font-semibold">
                Option
              </label>
              <select
                id={selectId}
                value={choice}
                onChange={(event) => setChoice(Number(event.target.value))}
                className={SELECT_CLASS}
              >
                {options.map((option, index) => (
                  <option key={option.paymentUrl} value={index}>
                    {option.label}
                  </option>
                ))}
              </select>
              <div className="flex flex-wrap gap-3">
                <Button type="submit" size="lg">
                  Continue to Checkout
                </Button>
                <DialogClose asChild>
                  <Button type="button" variant="outline" size="lg">
                    Cancel
                  </Button>
                </DialogClose>
              </div>
            </form>
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}
