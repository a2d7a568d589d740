import * as data from "lucide-react/icons/pill";
import { iconFrom } from "../icon";

export const PillIcon = /* @__PURE__ */ iconFrom(data);
