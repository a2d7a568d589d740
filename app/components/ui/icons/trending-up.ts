import * as data from "lucide-react/icons/trending-up";
import { iconFrom } from "../icon";

export const TrendingUpIcon = /* @__PURE__ */ iconFrom(data);
