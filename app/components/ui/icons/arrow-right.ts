import * as data from "lucide-react/icons/arrow-right";
import { iconFrom } from "../icon";

export const ArrowRightIcon = /* @__PURE__ */ iconFrom(data);
