/// How a section arranges its fields (the 6Layer `layoutStyle`).
public enum LayoutStyle: String, CaseIterable, Sendable {
    case vertical, horizontal, grid, adaptive, standard, compact, spacious
}
