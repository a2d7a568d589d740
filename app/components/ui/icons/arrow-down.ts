import * as data from "lucide-react/icons/arrow-down";
import { iconFrom } from "../icon";

export const ArrowDownIcon = /* @__PURE__ */ iconFrom(data);
