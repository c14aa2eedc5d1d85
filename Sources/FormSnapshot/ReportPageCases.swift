/// The report's body: a section per failing case with its images, then the references recorded in
/// this run, the orphans and the passing cases, each case under its anchor.
extension ReportPage {
    /// The failing cases' sections; when there are none, a line that says so where they would be.
    func failures() -> String {
        guard report.failed > 0 else {
            return report.results.isEmpty ? "" : "<p class=\"all-clear\">✓ No case failed: every image matches its reference\(count(.recorded) > 0 ? " or was recorded in this run" : "").</p>\n"
        }
        return cases.filter { $0.result.isFailure }.map { caseSection($0.result, anchor: $0.anchor) }.joined()
    }

    /// One failing case on one line of markup: its status, name, source, the messages (the first says
    /// what differs, the rest what moved or changed style), warnings, and the images.
    func caseSection(_ result: SnapshotResult, anchor: String) -> String {
        let status = result.status.rawValue
        var html = "<section class=\"case st-\(status)\" id=\"\(anchor)\"><div class=\"case-head\"><span class=\"tag \(status)\">\(status)</span>"
        html += "<h2>\(HTMLReport.escape(result.name))</h2>"
        if let share = ReportPage.share(result) {
            html += "<span class=\"share\">\(share) of pixels differ</span>"
        }
        html += "</div>"
        // An input that could not be read is its own case name: no need to say it twice.
        if let source = result.source, source != result.name {
            html += "<p class=\"source\">from <code>\(HTMLReport.escape(source))</code></p>"
        }
        if !result.messages.isEmpty {
            html += "<ul class=\"messages\">" + result.messages.map { "<li>\(HTMLReport.escape($0))</li>" }.joined() + "</ul>"
        }
        if !result.warnings.isEmpty {
            html += "<ul class=\"messages warn\">" + result.warnings.map { "<li>⚠ \(HTMLReport.escape($0))</li>" }.joined() + "</ul>"
        }
        return html + viewer(result, anchor: anchor) + "</section>\n"
    }

    /// Reference, actual and diff side by side (each a link to the file, which the script opens in the
    /// full-size viewer); with a reference and an actual, tabs for the slider and the onion skin too.
    /// The tabs are radio buttons and CSS, so they work without the script.
    func viewer(_ result: SnapshotResult, anchor: String) -> String {
        // A recorded case shows what it recorded (and, re-recorded, the reference it replaced).
        let recorded = result.status == .recorded
        let images = [(recorded ? "Replaced reference" : "Reference", result.referenceImage), (recorded ? "Recorded" : "Actual", result.actualImage),
                      ("Diff", result.diffImage)]
            .compactMap { label, file in file.map { (label, $0) } }
        guard !images.isEmpty else { return "" }
        var side = ""
        for (label, file) in images {
            if let link = HTMLReport.relativeLink(file) {
                side += "<figure><figcaption>\(label)</figcaption><a class=\"shot zoom\" href=\"\(link)\"><img src=\"\(link)\" alt=\"\(label)\" loading=\"lazy\"></a></figure>"
            } else {
                side += "<figure><figcaption>\(label)</figcaption><p class=\"unlinked\">not shown: <code>\(HTMLReport.escape(file))</code> is not a plain file name in this directory</p></figure>"
            }
        }
        guard let reference = result.referenceImage.flatMap(HTMLReport.relativeLink),
              let actual = result.actualImage.flatMap(HTMLReport.relativeLink) else {
            return "<div class=\"viewer\"><div class=\"side\">\(side)</div></div>"
        }
        // The images' scale (`@2x`), so the script can show the stacks at the form's own size in points.
        let scale = result.name.hasSuffix("@3x") ? " x3" : result.name.hasSuffix("@2x") ? " x2" : ""
        let views = [("side", "Side by side"), ("wipe", "Slider"), ("onion", "Onion skin")]
        var html = "<div class=\"viewer\">" + views.map { view, _ in
            "<input type=\"radio\" name=\"\(anchor)-view\" id=\"\(anchor)-\(view)\" class=\"pick-\(view)\"\(view == "side" ? " checked" : "")>"
        }.joined()
        html += "<div class=\"tabs\">" + views.map { view, label in "<label for=\"\(anchor)-\(view)\" class=\"tab-\(view)\">\(label)</label>" }.joined() + "</div>"
        html += "<span class=\"hint needs-script\">Click an image to see it at full size</span>"
        html += "<div class=\"view side\">\(side)</div>"
        html += "<div class=\"view wipe-view\"><figure><figcaption>Reference ← drag → Actual <input type=\"range\" min=\"0\" max=\"100\" value=\"50\" class=\"wipe\" aria-label=\"Wipe between reference and actual\"></figcaption>"
        html += "<div class=\"stack wipe-stack\(scale)\"><img src=\"\(reference)\" alt=\"reference\"><img src=\"\(actual)\" alt=\"actual\" class=\"top\"><span class=\"handle\"></span></div></figure></div>"
        html += "<div class=\"view onion-view\"><figure><figcaption>Onion skin: opacity of actual <input type=\"range\" min=\"0\" max=\"100\" value=\"50\" class=\"onion\" aria-label=\"Opacity of the actual image\"></figcaption>"
        html += "<div class=\"stack onion-stack\(scale)\"><img src=\"\(reference)\" alt=\"reference\"><img src=\"\(actual)\" alt=\"actual\" class=\"top\"></div></figure></div>"
        return html + "</div>"
    }

    /// References `record` or `verify --record` wrote in this run, so a recording says what it changed.
    func recorded() -> String {
        let recorded = cases.filter { $0.result.status == .recorded }
        guard !recorded.isEmpty else { return "" }
        var html = "<section class=\"block recorded\" id=\"recorded\"><h2>Recorded in this run <span class=\"n\">\(recorded.count)</span></h2>"
        html += "<p class=\"note\">These references were written to the snapshots directory; look at them before committing.</p><ul class=\"list shots\">"
        let folder = commonFolder
        html += recorded.map { recorded in
            let item = item(recorded.result, anchor: recorded.anchor, folder: folder)
            return String(item.dropLast("</li>".count)) + viewer(recorded.result, anchor: recorded.anchor) + "</li>"
        }.joined()
        return html + "</ul></section>\n"
    }

    func orphans() -> String {
        guard !report.orphans.isEmpty else { return "" }
        var html = "<section class=\"block orphans\" id=\"orphans\"><h2>References no case produces <span class=\"n\">\(report.orphans.count)</span></h2>"
        html += "<p class=\"note\">Remove them with <code>formrender snapshot prune</code>.</p><ul class=\"list\">"
        html += report.orphans.map { "<li><code>\(HTMLReport.escape($0))</code></li>" }.joined()
        return html + "</ul></section>\n"
    }

    /// The passing cases, folded away while something fails.
    func passed() -> String {
        let passed = cases.filter { $0.result.status == .passed }
        guard !passed.isEmpty else { return "" }
        var html = "<details class=\"block passed\" id=\"passed\"\(report.failed == 0 ? " open" : "")>"
        html += "<summary><h2>Passed <span class=\"n\">\(passed.count)</span></h2></summary><ul class=\"list\">"
        let folder = commonFolder
        html += passed.map { item($0.result, anchor: $0.anchor, folder: folder) }.joined()
        return html + "</ul></details>\n"
    }

    /// A passing or recorded case in a list: name, what was said about it, its warnings and source
    /// (without the folder all sources share, as in the index).
    func item(_ result: SnapshotResult, anchor: String, folder: String) -> String {
        var html = "<li class=\"item st-\(result.status.rawValue)\" id=\"\(anchor)\"><span class=\"dot\"></span><code>\(HTMLReport.escape(result.name))</code>"
        if !result.messages.isEmpty { html += " <span class=\"said\">\(HTMLReport.escape(result.messages.joined(separator: "; ")))</span>" }
        if !result.warnings.isEmpty { html += " <span class=\"warn\">⚠ \(HTMLReport.escape(result.warnings.joined(separator: "; ")))</span>" }
        if let source = result.source {
            html += " <span class=\"src\">\(HTMLReport.escape(source.hasPrefix(folder) ? String(source.dropFirst(folder.count)) : source))</span>"
        }
        return html + "</li>"
    }
}
