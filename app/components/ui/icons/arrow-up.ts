import * as data from "lucide-react/icons/arrow-up";
import { iconFrom } from "../icon";

export const ArrowUpIcon = /* @__PURE__ */ iconFrom(data);
