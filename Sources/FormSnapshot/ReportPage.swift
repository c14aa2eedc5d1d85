/// What the HTML report's parts share: the run's results, each case's anchor, and the counts by
/// status. A case's anchor is `case-<its index in the results>`, so the index, the summary and the
/// sections agree on it without putting a name (input text) in an attribute.
struct ReportPage {
    let report: SnapshotReport
    /// The statuses the summary counts, in the order it shows them.
    static let statuses: [SnapshotResult.Status] = [.failed, .missing, .error, .passed, .recorded]

    init(_ report: SnapshotReport) {
        self.report = report
    }

    var cases: [(anchor: String, result: SnapshotResult)] {
        report.results.enumerated().map { ("case-\($0.offset)", $0.element) }
    }

    func count(_ status: SnapshotResult.Status) -> Int {
        report.results.reduce(0) { $0 + ($1.status == status ? 1 : 0) }
    }

    /// The cases grouped by their source file, groups in the order the run met them. Cases without
    /// one (a setup error, a pattern that matched nothing) come last.
    var groups: [(source: String?, cases: [(anchor: String, result: SnapshotResult)])] {
        var order: [String?] = []
        var members: [String?: [(anchor: String, result: SnapshotResult)]] = [:]
        for entry in cases {
            if members[entry.result.source] == nil { order.append(entry.result.source) }
            members[entry.result.source, default: []].append(entry)
        }
        return (order.filter { $0 != nil } + order.filter { $0 == nil }).map { ($0, members[$0] ?? []) }
    }

    /// The folder every source shares (`/tmp/project/`), dropped in the index so long absolute paths
    /// do not crowd it; the case sections show the whole path.
    var commonFolder: String {
        let sources = report.results.compactMap(\.source)
        guard var prefix = sources.first.map({ Substring($0) }) else { return "" }
        for source in sources.dropFirst() {
            prefix = prefix.prefix(zip(prefix, source).prefix { $0 == $1 }.count)
        }
        guard let slash = prefix.lastIndex(of: "/") else { return "" }
        return String(prefix[...slash])
    }

    /// `0.04%` of pixels differing, `<0.01%` for a handful; nil when nothing was compared.
    static func share(_ result: SnapshotResult) -> String? {
        guard result.totalPixels > 0, result.diffPixels > 0 else { return nil }
        let percent = Double(result.diffPixels) * 100 / Double(result.totalPixels)
        return percent < 0.01 ? "<0.01%" : String(format: "%.2f%%", percent)
    }

    /// The status words the page shows: "error" is counted as "errors".
    static func label(_ status: SnapshotResult.Status, count: Int) -> String {
        status == .error ? (count == 1 ? "error" : "errors") : status.rawValue
    }
}
