/** A native `<select>` styled like the inputs of `~/components/ui/input`: the training pages' pickers share it. */
export const SELECT_CLASS =
  "block min-h-12 w-full rounded-md border-2 border-input bg-background px-4 py-2 text-base text-foreground focus-visible:border-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring";
