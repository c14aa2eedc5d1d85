import FormLayout
import FormPages

/// Where a document is laid out: across a screen's width (one page as tall as its content) or on
/// pages of paper.
public enum Medium: Equatable, Sendable {
    case width(WidthClass)
    case page(PageSetup)
}

extension Medium {
    /// Across a screen's width rather than on paper.
    var isScreen: Bool {
        if case .width = self { return true }
        return false
    }
}
