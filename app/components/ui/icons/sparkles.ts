import * as data from "lucide-react/icons/sparkles";
import { iconFrom } from "../icon";

export const SparklesIcon = /* @__PURE__ */ iconFrom(data);
