import * as data from "lucide-react/icons/notebook-pen";
import { iconFrom } from "../icon";

export const NotebookPenIcon = /* @__PURE__ */ iconFrom(data);
