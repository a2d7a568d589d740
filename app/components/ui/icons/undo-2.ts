import * as data from "lucide-react/icons/undo-2";
import { iconFrom } from "../icon";

export const Undo2Icon = /* @__PURE__ */ iconFrom(data);
