import * as data from "lucide-react/icons/check";
import { iconFrom } from "../icon";

export const CheckIcon = /* @__PURE__ */ iconFrom(data);
