/// Where a value stands, kept as a link to its parent: the path is only spelled out when asked for.
final class CodingPathLink {
    let parent: CodingPathLink?
    let key: any CodingKey

    init(parent: CodingPathLink?, key: any CodingKey) {
        self.parent = parent
        self.key = key
    }

    static func path(_ link: CodingPathLink?) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var next = link
        while let link = next {
            keys.append(link.key)
            next = link.parent
        }
        return keys.reversed()
    }
}

/// An array item's place in a coding path.
struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { String(intValue ?? 0) }
    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

/// A key for a member the model does not know, so its path can still be said.
struct NamedKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
