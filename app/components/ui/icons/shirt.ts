import * as data from "lucide-react/icons/shirt";
import { iconFrom } from "../icon";

export const ShirtIcon = /* @__PURE__ */ iconFrom(data);
