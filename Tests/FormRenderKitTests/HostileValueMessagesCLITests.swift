import Foundation
import Expectations
import Testing
import TestSupport

/// Found by a hostile try of every option and key: numbers are read by one rule (decimal, as in
/// files), said back compactly, and a long value is quoted cut, with its length.
@Suite struct HostileValueMessagesCLITests {
    let formrender: FormRenderCLI

    init() throws {
        formrender = try FormRenderCLI(timeout: 20)
    }

    @Test(arguments: [
        (["--page", "a4", "--margins", "1e308"], "Error: margins of 1e+308 pt leave 0×0 pt of a 595.276×841.89 pt page"),
        (["--page", "a4", "--margins", "-5"], "Error: margins of -5 pt: expected a number of points from 0"),
        (["--page", "a4", "--margins", "0x20"], "'0x20' is not a number written in decimal (like 36 or 1.35)"),
        (["--text-scale", "nan"], "'nan' is not a number written in decimal"),
        (["--text-scale", "100"], "Error: --text-scale must be from 0.5 to 3, like 1.35; got 100\n"),
        (["--page", "-5x10"], "Error: page '-5x10': a side of -5 pt is outside 144–14400 pt"),
        (["--width", String(repeating: "w", count: 10_000)], "Error: unknown width '\(String(repeating: "w", count: 40))… (10000 characters)': expected"),
        (["--page", String(repeating: "p", count: 10_000)], "Error: page '\(String(repeating: "p", count: 40))… (10000 characters)' is not a4"),
        (["--locale", String(repeating: "l", count: 10_000)], "got '\(String(repeating: "l", count: 40))… (10000 characters)'"),
    ])
    func optionValuesAreSaidInTheUsersTerms(options: [String], message: String) throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let form = try out.write("F.form.json", #"{"fields": [{"id": "a", "label": "A"}]}"#)
        let result = try formrender(["render", form, "--out", out.path] + options)
        expectEqual(result.status, 2, "\(result.stderr)")
        expect(result.stderr.contains(message), "\(result.stderr)")
        expect(result.stderr.count < 600, "a bounded message: \(result.stderr.count) characters")
    }

    /// A variant name or a case pattern of 10,000 characters is quoted cut, with its length.
    @Test func longNamesAreQuotedCut() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let form = try out.write("F.form.json", #"{"fields": [{"id": "a", "label": "A"}]}"#)
        let variant = try formrender(["render", form, "--out", out.path, "--variant", String(repeating: "v", count: 10_000)])
        expectEqual(variant.status, 1, variant.stderr)
        expect(variant.stderr.contains("no variant '\(String(repeating: "v", count: 40))… (10000 characters)' in this form"), variant.stderr)
        expect(variant.stderr.count < 600, "a bounded message: \(variant.stderr.count) characters")
        let glob = try formrender(["snapshot", "verify", String(repeating: "g", count: 10_000)], in: out.path)
        expectEqual(glob.status, 1, glob.stderr)
        expect(glob.stderr.contains("no case matches '\(String(repeating: "g", count: 40))… (10000 characters)'"), glob.stderr)
        expect(glob.stderr.count + glob.stdout.count < 1_000, "a bounded message: \(glob.stderr.count) characters")
    }

    /// `displayWidth` took "0x20" as 32 where `maxLength` refused it: in a form file both are read as
    /// decimal; a .hints file is read as SixLayer reads it (Swift's Double takes hexadecimal, its Int
    /// does not), and the hexadecimal width is said.
    @Test func numbersAsTextAreDecimalInFormsAndSaidInHints() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        for key in ["displayWidth", "maxLength"] {
            let form = try out.write("F.form.json", "{\"fields\": [{\"id\": \"a\", \"label\": \"A\", \"\(key)\": \"0x20\"}]}")
            let result = try formrender(["render", form, "--out", out.path])
            expectEqual(result.status, 1, "\(result.stderr)")
            expect(result.stderr.contains("error: 'fields[0].\(key)' must be ") && result.stderr.contains("found text that is not a number written in decimal"),
                   "\(result.stderr)")
        }
        let hints = try out.write("Hints/M.hints", #"{"f": {"displayWidth": "0x20", "maxLength": "0x20"}}"#)
        let result = try formrender(["render", hints, "--out", out.path])
        expectEqual(result.status, 0, "\(result.stderr)")
        expect(result.stderr.contains(#"'f.displayWidth' is "0x20", which is not written in decimal; SixLayer reads it as 32 points, and so does FormRender: write "32""#),
               "\(result.stderr)")
        expect(result.stderr.contains(#"'f.maxLength' is a string; SixLayer reads a whole number in decimal digits (like 20 or "20") here, so it is ignored"#),
               "\(result.stderr)")
    }
}
