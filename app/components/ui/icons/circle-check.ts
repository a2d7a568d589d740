import * as data from "lucide-react/icons/circle-check";
import { iconFrom } from "../icon";

export const CheckCircle2Icon = /* @__PURE__ */ iconFrom(data);
export const CircleCheckIcon = CheckCircle2Icon;
