import FormSupport

/// The failures of a run as a terminal prints them: grouped by the file they were rendered from, each
/// case's verdict on a line, and each layout change said once for the group with the cases it was
/// found in, so a field that changed in every variant and width reads as one line, not one per case.
public enum FailureGroups {
    public static func lines(_ results: [SnapshotResult]) -> [String] {
        var order: [String] = []
        var groups: [String: [SnapshotResult]] = [:]
        for result in results where result.isFailure {
            let key = result.source ?? result.name
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(result)
        }
        return order.flatMap { lines(source: $0, failures: groups[$0] ?? []) }
    }

    static func lines(source: String, failures: [SnapshotResult]) -> [String] {
        func verdict(_ result: SnapshotResult) -> String { result.messages.first ?? result.status.rawValue }
        // An input that could not be read: its located error already starts with its name (escaped, as
        // errors print names), so the name is not said twice.
        func saysItsName(_ result: SnapshotResult) -> Bool {
            let said = verdict(result)
            return said.hasPrefix(result.name) || said.hasPrefix(result.name.escapingControlCharacters)
        }
        guard failures.count > 1 else {
            guard let only = failures.first else { return [] }
            let from = only.source.map { $0 == only.name ? "" : " (\($0))" } ?? ""
            let head = saysItsName(only) ? "✘ \(verdict(only))" : "✘ \(only.name)\(from): \(verdict(only))"
            return [head] + only.messages.dropFirst().map { "    \($0)" }
        }
        var out = ["✘ \(source): \(failures.count) cases failed"]
            + failures.map { saysItsName($0) ? "    ✘ \(verdict($0))" : "    ✘ \($0.name): \(verdict($0))" }
        // Each change once, in the order first seen, naming its cases unless it is in all of them.
        var changes: [String] = []
        var casesByChange: [String: [String]] = [:]
        for result in failures {
            for change in result.messages.dropFirst() {
                if casesByChange[change] == nil { changes.append(change) }
                casesByChange[change, default: []].append(result.name)
            }
        }
        for change in changes {
            let cases = casesByChange[change] ?? []
            out.append("      \(change)" + (cases.count == failures.count ? "" : " (\(named(cases)))"))
        }
        return out
    }

    /// "A, B and 3 more": a long list of cases stays one short line.
    static func named(_ cases: [String]) -> String {
        cases.count <= 3 ? cases.joined(separator: ", ") : cases.prefix(2).joined(separator: ", ") + " and \(cases.count - 2) more"
    }
}
