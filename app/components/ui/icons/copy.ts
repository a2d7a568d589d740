import * as data from "lucide-react/icons/copy";
import { iconFrom } from "../icon";

export const CopyIcon = /* @__PURE__ */ iconFrom(data);
