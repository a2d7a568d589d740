import * as data from "lucide-react/icons/flame";
import { iconFrom } from "../icon";

export const FlameIcon = /* @__PURE__ */ iconFrom(data);
