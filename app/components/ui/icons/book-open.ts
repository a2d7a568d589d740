import * as data from "lucide-react/icons/book-open";
import { iconFrom } from "../icon";

export const BookOpenIcon = /* @__PURE__ */ iconFrom(data);
