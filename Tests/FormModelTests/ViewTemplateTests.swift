import Expectations
import Testing
import FormModel
import FormSupport

@Suite("View templates")
struct ViewTemplateTests {
    @Test(arguments: [
        ("User ID: @{currentUserId}", ViewValue.string("User ID: 42")),
        ("@{cellType}Cell", .string("ProductCell")),
        ("@{title}", .string("Home")),
        ("@{currentUserId}", .number(42)),
        ("@{user.isPremium}", .bool(true)),
        ("@{missing}", .null),
        ("@{user}", .object(ViewObject([("name", .string("Ada")), ("isPremium", .bool(true)), ("isLoggedIn", .bool(false)), ("age", .number(36)), ("avatarUrl", .null)]))),
        ("@{isSelected ? #007AFF : #000000}", .colour("#007AFF")),
        ("@{selectedTab == 0}", .bool(true)),
        (" @{currentUserId}", .string(" 42")),
        ("@{a}@{b}", .string("")),
        ("@{count}/@{products.count}", .string("5/2")),
        ("Price: @{products[0].price}", .string("Price: 12.5")),
        ("Missing: [@{missing}]", .string("Missing: []")),
        ("@{half * 2} items", .string("1 items")),
        ("@{'}'}", .string("}")),
        ("@{\"a}b\" + '\\'}'}", .string("a}b'}")),
        ("plain text", .string("plain text")),
        ("", .string("")),
        ("email@example.com", .string("email@example.com")),
        ("{not a binding}", .string("{not a binding}")),
        ("trailing @", .string("trailing @")),
        ("é @{title} ü", .string("é Home ü")),
    ])
    func evaluation(text: String, expected: ViewValue) throws {
        expectEqual(ViewTemplate.parse(text).evaluate(in: viewTestScope), expected, "\(text)")
        expect(ViewTemplate.parse(text).problems.isEmpty, "\(text)")
    }

    @Test func segments() throws {
        let template = ViewTemplate.parse("User ID: @{currentUserId}!")
        try expect(template.segments == [.text("User ID: "), .expression(try ViewExpression.parse("currentUserId")), .text("!")])
        expect(template.hasExpressions)
        expect(!ViewTemplate.parse("plain").hasExpressions)
    }

    /// Nothing stops a value rendering (binding_semantics.json): text that is no `@{...}` stays as
    /// written, as SwiftJsonUI shows it, and an expression FormRender cannot read is an unresolved
    /// binding, nothing in text; each is a problem, said where the file is read.
    @Test(arguments: [
        ("User @{name", ViewValue.string("User @{name"), "unterminated '@{' at column 6 in \"User @{name\"; the text is shown as written"),
        ("@{", .string("@{"), "unterminated '@{' at column 1 in \"@{\"; the text is shown as written"),
        ("ok @{a} then @{b", .string("ok  then @{b"), "unterminated '@{' at column 14 in \"ok @{a} then @{b\"; the text is shown as written"),
        ("@{}", .string("@{}"), "empty '@{}' is no binding at column 1 in \"@{}\"; the text is shown as written"),
        ("a @{} b", .string("a @{} b"), "empty '@{}' is no binding at column 3 in \"a @{} b\"; the text is shown as written"),
        // A quote that never closes: the first brace ends the binding, as SwiftJsonUI reads it.
        ("@{'}", .null, "unterminated string at column 1 in \"'\"; read as unresolved (nothing, or the attribute's default)"),
        ("x @{a &&} y", .string("x  y"), "expected a value, found end of expression at column 5 in \"a &&\"; read as unresolved (nothing, or the attribute's default)"),
        ("@{formatName(user)}", .null, "unexpected '(' at column 11 in \"formatName(user)\"; read as unresolved (nothing, or the attribute's default)"),
        ("Hi @{formatName(user)}!", .string("Hi !"), "unexpected '(' at column 11 in \"formatName(user)\"; read as unresolved (nothing, or the attribute's default)"),
        ("@{  }", .null, "empty expression at column 3 in \"  \"; read as unresolved (nothing, or the attribute's default)"),
    ])
    func problems(text: String, value: ViewValue, problem: String) {
        let template = ViewTemplate.parse(text)
        expectEqual(template.evaluate(in: viewTestScope), value)
        expectEqual(template.problems.map(\.description), [problem])
    }
}
