import FormSupport

/// Whether the reports given to `merge-reports` make one whole sharded run: every report says its
/// shard (`"shard": "2/4"`, written by `snapshot verify --shard 2/4`), all of the same count, each
/// index once, none missing. A shard whose job failed before writing its report would otherwise leave
/// a merged report that passes, its cases never run. Reports of runs without `--shard` (split by
/// patterns, say) carry no shard and cannot be checked; they merge as they are, but never mixed with
/// shards.
enum ShardCoverage {
    struct Report {
        var file: String
        /// Nil when the run had no `--shard` (`ReportWriter.read` refuses one that does not parse).
        var shard: Shard?
    }

    static func check(_ reports: [Report]) throws {
        let sharded = reports.compactMap { report in report.shard.map { (file: report.file, shard: $0) } }
        guard let first = sharded.first else { return }
        let firstShard = first.shard
        if let unsharded = reports.first(where: { $0.shard == nil }) {
            throw FormError("this report says no shard, but \(first.file) is shard \(firstShard): merge the reports of one sharded run, "
                            + "each made with --shard N/\(firstShard.count)", at: SourceLocation(file: unsharded.file))
        }
        var byIndex: [Int: String] = [:]
        for (file, shard) in sharded {
            if shard.count != firstShard.count {
                throw FormError("shard \(shard) is one of \(shard.count), but \(first.file) is shard \(firstShard) of \(firstShard.count): "
                                + "merge the reports of one run", at: SourceLocation(file: file, keyPath: "shard"))
            }
            if let other = byIndex[shard.index] {
                throw FormError("shard \(shard) is also \(other): each shard once (was one report given twice, or two jobs the same --shard?)",
                                at: SourceLocation(file: file, keyPath: "shard"))
            }
            byIndex[shard.index] = file
        }
        let missing = (1...firstShard.count).filter { byIndex[$0] == nil }
        guard missing.isEmpty else {
            let names = missing.map { "\($0)/\(firstShard.count)" }
            let listed = names.count == 1 ? "shard \(names[0]) is" : "shards \(list(names)) are"
            throw FormError("\(listed) missing: the run had \(firstShard.count) shards and \(sharded.count) "
                            + "\(sharded.count == 1 ? "report was" : "reports were") given; "
                            + "merged without \(names.count == 1 ? "it" : "them"), cases that never ran would not be counted "
                            + "(did a shard's job fail before writing its report?)", at: SourceLocation(file: first.file, keyPath: "shard"))
        }
    }

    /// "1/4, 2/4 and 3/4"; at most ten named, then how many more.
    private static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        if names.count > 10 { return names.prefix(10).joined(separator: ", ") + " and \(names.count - 10) more" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}
