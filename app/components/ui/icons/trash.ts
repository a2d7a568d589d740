import * as data from "lucide-react/icons/trash";
import { iconFrom } from "../icon";

export const Trash2Icon = /* @__PURE__ */ iconFrom(data);
