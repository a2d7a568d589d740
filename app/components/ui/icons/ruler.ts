import * as data from "lucide-react/icons/ruler";
import { iconFrom } from "../icon";

export const RulerIcon = /* @__PURE__ */ iconFrom(data);
