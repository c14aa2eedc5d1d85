import FormSupport
import Foundation

/// JUnit XML for CI systems: one test suite, one test case per snapshot, failures with their messages.
/// A case names the input it was rendered from in `file` (the attribute pytest writes and CI test
/// views such as GitLab's read), so a failure points at the form to fix.
public enum JUnitReport {
    public static func render(_ report: SnapshotReport, suite: String = "formrender.snapshots") -> String {
        let seconds = report.results.reduce(0) { $0 + $1.milliseconds } / 1000
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites tests=\"\(report.results.count)\" failures=\"\(report.failed)\" time=\"\(format(seconds))\">\n"
        xml += "  <testsuite name=\"\(escape(suite))\" tests=\"\(report.results.count)\" failures=\"\(report.failed)\" errors=\"0\" skipped=\"0\" time=\"\(format(seconds))\">\n"
        for result in report.results {
            xml += "    <testcase classname=\"\(escape(suite))\" name=\"\(escape(result.name))\""
            if let source = result.source { xml += " file=\"\(escape(source))\"" }
            xml += " time=\"\(format(result.milliseconds / 1000))\""
            if result.isFailure {
                let message = result.messages.first ?? result.status.rawValue
                xml += ">\n      <failure message=\"\(escape(message))\" type=\"\(result.status.rawValue)\">"
                xml += escape(result.messages.joined(separator: "\n"), attribute: false)
                xml += "</failure>\n    </testcase>\n"
            } else {
                xml += "/>\n"
            }
        }
        return xml + "  </testsuite>\n</testsuites>\n"
    }

    static func format(_ seconds: Double) -> String { String(format: "%.3f", seconds) }

    /// Text for a quoted XML 1.0 attribute value (or, with `attribute: false`, element content).
    /// Markup characters are escaped. Carriage return is written `&#13;` (line-end handling would turn
    /// it into a newline), and in attributes tab and newline too (attribute normalisation would turn
    /// them into spaces). Characters XML 1.0 does not allow at all (C0 controls other than those three,
    /// U+FFFE, U+FFFF; Swift strings hold no lone surrogates) become U+FFFD, since not even a character
    /// reference may name them.
    static func escape(_ text: String, attribute: Bool = true) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
            case "'": out.append(contentsOf: "&apos;".unicodeScalars)
            case "\t" where attribute: out.append(contentsOf: "&#9;".unicodeScalars)
            case "\n" where attribute: out.append(contentsOf: "&#10;".unicodeScalars)
            case "\r": out.append(contentsOf: "&#13;".unicodeScalars)
            case let s where !isXMLChar(s): out.append("\u{FFFD}")
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// XML 1.0's `Char`: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
    static func isXMLChar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
