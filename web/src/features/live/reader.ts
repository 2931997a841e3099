// The stream reader lives in lib/ (the merchant console follows its own stream with it too).
export { parseSse, readLiveStream, StreamRefused, type StreamEnd } from "@/lib/sse-reader";
