/// The report's top: the verdict as the terminal says it, a tile per status with its count, and the
/// index of every case by source file with a text filter and a status filter.
extension ReportPage {
    func summary(title: String) -> String {
        let failed = report.failed
        var meta = ["\(report.results.count) case\(report.results.count == 1 ? "" : "s")"]
        if let shard = report.shard { meta.append("shard \(HTMLReport.escape(shard))") }
        if !report.orphans.isEmpty {
            meta.append("<a href=\"#orphans\">\(report.orphans.count) orphaned reference\(report.orphans.count == 1 ? "" : "s")</a>")
        }
        if !report.warnings.isEmpty {
            meta.append("<a href=\"#warnings\">\(report.warnings.count) warning\(report.warnings.count == 1 ? "" : "s")</a>")
        }
        var html = "<header class=\"masthead\"><div class=\"headline\"><h1>\(HTMLReport.escape(title))</h1>"
        // The same words as the terminal's last line, so a report and a log agree at a glance.
        html += "<p class=\"verdict \(failed == 0 ? "ok" : "bad")\">\(report.passed) passed, \(failed) failed</p>"
        html += "<p class=\"meta\">\(meta.joined(separator: " · "))</p></div>"
        html += "<nav class=\"tiles\" aria-label=\"Cases by status\">"
        for status in ReportPage.statuses {
            let count = count(status)
            html += "<button type=\"button\" class=\"tile \(status.rawValue)\(count == 0 ? " zero" : "")\" data-filter=\"\(status.rawValue)\" aria-pressed=\"false\">"
            html += "<b>\(count)</b>\(ReportPage.label(status, count: count))</button>"
        }
        return html + "</nav></header>\n"
    }

    /// The sidebar: every case as a link to its section, grouped by source file. The filter controls
    /// need the script, so they show only once it runs.
    func index() -> String {
        var html = "<aside class=\"index\" aria-label=\"Cases\"><div class=\"tools\">"
        html += "<input type=\"search\" id=\"filter\" class=\"needs-script\" placeholder=\"Filter by name or file\" aria-label=\"Filter cases by name or file\" autocomplete=\"off\" spellcheck=\"false\">"
        html += "<div class=\"chips needs-script\" role=\"group\" aria-label=\"Status\">"
        html += chip("all", "All", report.results.count)
        if report.failed > 0 && report.failed != count(.failed) { html += chip("failing", "Failing", report.failed) }
        for status in ReportPage.statuses where count(status) > 0 {
            html += chip(status.rawValue, ReportPage.label(status, count: 2).capitalized, count(status))
        }
        html += "</div><p class=\"shown\" id=\"shown\">\(report.results.count) case\(report.results.count == 1 ? "" : "s")</p></div><nav class=\"groups\">"
        let folder = commonFolder
        for group in groups {
            let shown = group.source.map { $0.hasPrefix(folder) ? String($0.dropFirst(folder.count)) : $0 }
            html += "<div class=\"group\"><h3>\(shown.map(HTMLReport.escape) ?? "Other")</h3><ol>"
            for (anchor, result) in group.cases {
                let note = result.status == .failed ? ReportPage.share(result) ?? "" : (result.status == .passed ? "" : result.status.rawValue)
                html += "<li class=\"entry st-\(result.status.rawValue)\"><a href=\"#\(anchor)\"><span class=\"dot\"></span>"
                html += "<span class=\"name\">\(HTMLReport.escape(result.name))</span><span class=\"measure\">\(note)</span></a>"
                // The whole source, for the filter to match (the heading may have lost its folder).
                html += "<span class=\"src\" hidden>\(HTMLReport.escape(result.source ?? ""))</span></li>"
            }
            html += "</ol></div>"
        }
        return html + "</nav></aside>\n"
    }

    private func chip(_ filter: String, _ label: String, _ count: Int) -> String {
        "<button type=\"button\" class=\"chip \(filter)\" data-filter=\"\(filter)\" aria-pressed=\"\(filter == "all")\">\(label) <span>\(count)</span></button>"
    }
}
