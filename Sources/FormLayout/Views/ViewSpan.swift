import BoxTree
import FormModel
import FormSupport

/// The size a view may take along one axis: exact (a fixed size, a `matchParent` fill, a weight's
/// share) or content-sized, at least `minimum` and at most `limit` (nil: unbounded, as a page's height).
struct ViewSpan: Equatable {
    var exact: Double?
    var limit: Double?
    var minimum: Double = 0

    static func exactly(_ value: Double) -> ViewSpan { ViewSpan(exact: max(0, value)) }
    static func atMost(_ limit: Double?) -> ViewSpan { ViewSpan(exact: nil, limit: limit.map { max(0, $0) }) }

    /// The size for content of this extent.
    func resolve(_ extent: Double) -> Double {
        if let exact { return exact }
        let atLeast = max(extent, minimum)
        return limit.map { min(atLeast, max($0, minimum)) } ?? atLeast
    }

    /// What content may use: the exact size, else the limit.
    var available: Double? { exact ?? limit }

    /// The same span less `amount` (padding, margins).
    func shrunk(by amount: Double) -> ViewSpan {
        ViewSpan(exact: exact.map { max(0, $0 - amount) }, limit: limit.map { max(0, $0 - amount) }, minimum: max(0, minimum - amount))
    }

    /// A view's own span on an axis, from what its parent offers and what it asks for: a fixed size is
    /// kept; `matchParent` fills what is offered (within min and max); `wrapContent` is content-sized
    /// up to what is offered and its max. A parent that decides the size (a weight, a stretch) wins.
    static func own(_ length: ViewLength, offer: ViewSpan, minimum: Double?, maximum: Double?) -> ViewSpan {
        if let exact = offer.exact { return .exactly(exact) }
        switch length {
        case .points(let points):
            return .exactly(points)
        case .matchParent:
            guard let available = offer.limit else { return ViewSpan(exact: nil, limit: maximum, minimum: minimum ?? 0) }
            return .exactly(max(minimum ?? 0, min(available, maximum ?? available)))
        case .wrapContent:
            let limit: Double?
            switch (offer.limit, maximum) {
            case let (offered?, max?): limit = min(offered, max)
            case let (offered, max): limit = offered ?? max
            }
            return ViewSpan(exact: nil, limit: limit, minimum: min(minimum ?? 0, limit ?? .infinity))
        }
    }
}

extension EdgeInsets {
    var horizontal: Double { left + right }
    var vertical: Double { top + bottom }
}
