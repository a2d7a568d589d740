import * as data from "lucide-react/icons/minus";
import { iconFrom } from "../icon";

export const MinusIcon = /* @__PURE__ */ iconFrom(data);
