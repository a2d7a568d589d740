import * as data from "lucide-react/icons/heart-handshake";
import { iconFrom } from "../icon";

export const HeartHandshakeIcon = /* @__PURE__ */ iconFrom(data);
