import Foundation

/// JUnit XML for CI systems: one test suite, one test case per snapshot, failures with their messages.
public enum JUnitReport {
    public static func render(_ report: SnapshotReport, suite: String = "formrender.snapshots") -> String {
        let seconds = report.results.reduce(0) { $0 + $1.milliseconds } / 1000
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites tests=\"\(report.results.count)\" failures=\"\(report.failed)\" time=\"\(format(seconds))\">\n"
        xml += "  <testsuite name=\"\(escape(suite))\" tests=\"\(report.results.count)\" failures=\"\(report.failed)\" errors=\"0\" skipped=\"0\" time=\"\(format(seconds))\">\n"
        for result in report.results {
            xml += "    <testcase classname=\"\(escape(suite))\" name=\"\(escape(result.name))\" time=\"\(format(result.milliseconds / 1000))\""
            if result.isFailure {
                let message = result.messages.first ?? result.status.rawValue
                xml += ">\n      <failure message=\"\(escape(message))\" type=\"\(result.status.rawValue)\">"
                xml += escape(result.messages.joined(separator: "\n"))
                xml += "</failure>\n    </testcase>\n"
            } else {
                xml += "/>\n"
            }
        }
        return xml + "  </testsuite>\n</testsuites>\n"
    }

    static func format(_ seconds: Double) -> String { String(format: "%.3f", seconds) }

    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            case let s where s.value < 0x20: out += " " // not allowed in XML 1.0
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
