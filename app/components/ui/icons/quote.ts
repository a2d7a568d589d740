import * as data from "lucide-react/icons/quote";
import { iconFrom } from "../icon";

export const QuoteIcon = /* @__PURE__ */ iconFrom(data);
