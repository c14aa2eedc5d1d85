import FormSnapshot
import FormSupport
import Expectations
import Testing

/// An empty list that chooses cases is an error wherever `formrender.json` has it: read as "none", it
/// would let `verify` pass over those cases and `prune` delete their references.
@Suite struct CaseChoosingListsTests {
    func parse(_ json: String) throws -> SnapshotConfig {
        var warnings = WarningLog()
        return try SnapshotConfig.parse(try JSONParser.parse(json), file: "formrender.json", root: "/nonexistent-root", warnings: &warnings)
    }

    @Test(arguments: [
        (#"{"variantWidths": []}"#, "variantWidths", "1:19", "leave the key out for the widths of 'widths'"),
        (#"{"widths": []}"#, "widths", "1:12", "leave the key out for all three"),
        (#"{"scales": []}"#, "scales", "1:12", "list at least one scale (1, 2 or 3)"),
        (#"{"inputs": []}"#, "inputs", "1:12", "list at least one file or directory of forms"),
        (#"{"pages": []}"#, "pages", "1:11", "list at least one page (like \"a4\")"),
        (#"{"overrides": {"Login*": {"variantWidths": []}}}"#, "overrides.Login*.variantWidths", "1:44", "leave the key out for the suite's variant widths"),
        (#"{"overrides": {"Login*": {"widths": []}}}"#, "overrides.Login*.widths", "1:37", "the suite's widths"),
        (#"{"overrides": {"Login*": {"scales": []}}}"#, "overrides.Login*.scales", "1:37", "the suite's scales"),
        (#"{"matrix": {"theme": []}}"#, "matrix.theme", "1:22", "list at least one theme"),
        (#"{"matrix": {"locale": []}}"#, "matrix.locale", "1:23", "list at least one locale"),
        (#"{"matrix": {"appearance": []}}"#, "matrix.appearance", "1:27", "list at least one appearance"),
        (#"{"matrix": {"textScale": []}}"#, "matrix.textScale", "1:26", "list at least one text scale"),
    ])
    func anEmptyListThatChoosesCasesIsALocatedError(json: String, keyPath: String, position: String, advice: String) throws {
        let error = try #require(throws: FormError.self) { try parse(json) }
        let text = error.description
        expect(text.hasPrefix("formrender.json:\(position): error: '\(keyPath)' is empty, so it would choose no cases"), text)
        expect(text.contains("prune would delete their references"), text)
        expect(text.contains(advice), text)
    }

    @Test func listsWithEntriesStillChooseTheirCases() throws {
        let config = try parse(#"{"widths": ["compact"], "variantWidths": ["regular"], "scales": [1], "pages": ["a4"]}"#)
        expectEqual(config.widths.map { "\($0)" }, ["compact"])
        expectEqual(config.variantWidths?.map { "\($0)" }, ["regular"])
        expectEqual(config.scales, [1])
        expectEqual(config.pages.map(\.name), ["a4"])
    }
}
