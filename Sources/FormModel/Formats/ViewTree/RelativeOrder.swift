/// The order siblings placed relative to one another can be placed in: each after the siblings it
/// names (Kahn's algorithm, linear in the siblings and the names), and those caught in a loop of names,
/// or waiting on one, which cannot be placed.
public struct RelativeOrder: Equatable, Sendable {
    /// Indexes of the siblings with relative places, each after those it names.
    public var order: [Int]
    /// Indexes of the siblings that wait on a loop.
    public var stuck: [Int]

    public init(_ siblings: [ViewNode]) {
        let ids = RelativeOrder.indexes(siblings)
        var waiting = [Int](repeating: 0, count: siblings.count)
        var dependents = [[Int]](repeating: [], count: siblings.count)
        for (index, sibling) in siblings.enumerated() {
            for target in Set(sibling.attributes.relative.compactMap({ ids[$0.target] })) where target != index
                && !siblings[target].attributes.relative.isEmpty {
                waiting[index] += 1
                dependents[target].append(index)
            }
        }
        var ready = siblings.indices.filter { !siblings[$0].attributes.relative.isEmpty && waiting[$0] == 0 }
        var order: [Int] = []
        while let index = ready.popLast() {
            order.append(index)
            for dependent in dependents[index] {
                waiting[dependent] -= 1
                if waiting[dependent] == 0 { ready.append(dependent) }
            }
        }
        self.order = order
        self.stuck = siblings.indices.filter { waiting[$0] > 0 }
    }

    /// Each id's first sibling: the one a name means.
    public static func indexes(_ siblings: [ViewNode]) -> [String: Int] {
        var ids: [String: Int] = [:]
        for (index, sibling) in siblings.enumerated() { if let id = sibling.id, ids[id] == nil { ids[id] = index } }
        return ids
    }
}
