import FormPipeline
import FormSnapshot

/// The gallery's `index.html`: one static page, no server and no network, showing each form with its
/// states as rows and its widths side by side, every picture captioned (form, state, width, theme);
/// a filter over the captions and file names (also read from the address, `index.html#compact`); a click on a
/// picture opens it at full size (← → move, Esc closes). In watch mode it reloads itself every
/// second, keeping its scroll position and filter, except while the filter is being typed in or a
/// picture is open.
///
/// Names come from inputs, so as in the snapshot report all text is escaped and never put in an
/// attribute, links are plain relative file names, and a Content-Security-Policy allows only the
/// page's own style and script, by hash.
public enum GalleryPage {
    public static func render(_ contents: GalleryContents, title: String = "FormRender gallery", reloads: Bool = false) -> String {
        let (style, code) = (css, script)
        var html = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="\(HTMLReport.escape(HTMLReport.contentSecurityPolicy(style: style, script: code)))">
        <meta name="referrer" content="no-referrer">
        <meta name="viewport" content="width=device-width, initial-scale=1">\(reloads ? "\n<meta name=\"formrender-watch\" content=\"reload\">" : "")
        <title>\(HTMLReport.escape(title))</title>
        <style>\(style)</style></head><body>
        <header><h1>\(HTMLReport.escape(title))</h1>
        <p class="counts">\(contents.forms.count) \(contents.forms.count == 1 ? "form" : "forms") · \(contents.pictureCount) \(contents.pictureCount == 1 ? "picture" : "pictures")\(reloads ? " · watching for changes" : "")</p>
        <input type="search" id="filter" placeholder="Filter: form, state, width or theme" aria-label="Filter the pictures">
        <a class="sheet" href="contact-sheet.pdf">Contact sheet (PDF)</a></header>
        <main>

        """
        if !contents.warnings.isEmpty {
            html += "<section class=\"warnings\"><h2>Warnings</h2><ul>" + contents.warnings.map { "<li>\(HTMLReport.escape($0))</li>" }.joined()
                + "</ul></section>\n"
        }
        for form in contents.forms {
            html += "<section class=\"form\"><h2>\(HTMLReport.escape(form.title)) <small>\(HTMLReport.escape(form.input))</small></h2>\n"
            if let error = form.error {
                html += "<pre class=\"error\">\(HTMLReport.escape(error))</pre>\n"
            }
            for row in form.rows {
                guard let first = row.first else { continue }
                html += "<div class=\"row\"><h3>\(HTMLReport.escape(first.stateName))\(first.theme == "default" ? "" : " · " + HTMLReport.escape(first.theme))</h3><div class=\"pictures\">\n"
                for picture in row {
                    let caption = "\(form.title) · \(picture.stateName) · \(picture.width) · \(picture.theme)"
                    guard let link = GalleryPage.link(picture.file) else { continue }
                    html += "<figure><a href=\"\(link)\"><img src=\"\(link)\" width=\"\(GalleryPage.thumbnailWidth(picture))\" height=\"\(GalleryPage.thumbnailHeight(picture))\" alt=\"\"></a>"
                        + "<figcaption>\(HTMLReport.escape(caption))</figcaption></figure>\n"
                }
                html += "</div></div>\n"
            }
            html += "</section>\n"
        }
        html += """
        <p class="empty" id="nothing" hidden>No picture matches the filter.</p>
        </main>
        <dialog class="zoom" id="zoom" aria-label="Picture at full size"><div class="zoom-bar"><strong class="zoom-title"></strong>\
        <span class="zoom-hint">← → move · Esc close</span><button type="button" class="zoom-close" aria-label="Close" autofocus>✕</button></div>\
        <div class="zoom-body"><img alt=""></div></dialog>
        <script>\(code)</script></body></html>

        """
        return html
    }

    /// Pictures show at half their size in points, so a form's widths sit side by side (375, 768 and
    /// 1024 pt in 1 100 px); a click shows one whole.
    static func thumbnailWidth(_ picture: GalleryPicture) -> Int {
        max(1, Int((picture.width.points / 2).rounded()))
    }

    /// Its height at that width, so the page keeps its layout while pictures load (a reload keeps its place).
    static func thumbnailHeight(_ picture: GalleryPicture) -> Int {
        max(1, Int((Double(picture.pixelHeight) * Double(thumbnailWidth(picture)) / Double(max(1, picture.pixelWidth))).rounded()))
    }

    /// `images/<name>.png` as a relative link, each part percent-encoded; nil for anything else.
    static func link(_ file: String) -> String? {
        let parts = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, parts[0] == "images", let name = HTMLReport.relativeLink(parts[1]) else { return nil }
        return "images/" + name
    }

    static let css = """
    :root{color-scheme:light;--ink:#1c1c1e;--muted:#6c6c70;--line:#d1d1d6;--page:#f2f2f7;--accent:#007aff}
    *{box-sizing:border-box}body{margin:0;font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--ink);background:var(--page)}
    header{position:sticky;top:0;z-index:2;display:flex;flex-wrap:wrap;gap:12px 20px;align-items:center;padding:14px 24px;background:#fff;border-bottom:1px solid var(--line)}
    header h1{margin:0;font-size:20px}.counts{margin:0;color:var(--muted)}
    #filter{flex:1;min-width:220px;max-width:420px;padding:7px 10px;border:1px solid var(--line);border-radius:8px;font:inherit}
    .sheet{color:var(--accent);text-decoration:none;font-weight:600}
    main{padding:8px 24px 40px}
    .form{margin:24px 0;padding:16px 20px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
    .form h2{margin:0 0 8px;font-size:18px}.form h2 small{font-weight:400;color:var(--muted);font-size:13px;margin-left:8px}
    .row h3{margin:14px 0 8px;font-size:13px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
    .pictures{display:flex;gap:20px;align-items:flex-start;overflow-x:auto;padding-bottom:6px}
    figure{margin:0;flex:none;display:table}figure img{display:block;height:auto;border:1px solid var(--line);border-radius:6px;cursor:zoom-in;background:#fff}
    figcaption{display:table-caption;caption-side:bottom;margin-top:6px;font-size:12px;color:var(--muted)}
    .error{white-space:pre-wrap;color:#d70015;background:#fff0f0;padding:10px;border-radius:8px}
    .warnings{background:#fff8e1;border-radius:12px;padding:8px 20px;margin-top:16px}.empty{color:var(--muted);text-align:center;margin:40px}
    .zoom{width:100vw;height:100vh;max-width:none;max-height:none;margin:0;padding:0;border:0;background:rgba(20,20,24,.92)}
    .zoom-bar{display:flex;gap:16px;align-items:center;padding:10px 16px;color:#fff}.zoom-title{flex:1}.zoom-hint{color:#aaa;font-size:12px}
    .zoom-close{background:none;border:0;color:#fff;font-size:20px;cursor:pointer}
    .zoom-body{height:calc(100vh - 48px);overflow:auto;text-align:center}.zoom-body img{max-width:none;background:#fff}
    [hidden]{display:none!important}
    """

    static let script = """
    (function(){
    var filter=document.getElementById('filter'),nothing=document.getElementById('nothing');
    var figures=Array.prototype.slice.call(document.querySelectorAll('figure'));
    function apply(){var words=filter.value.toLowerCase().split(/\\s+/).filter(Boolean),shown=0;
    figures.forEach(function(f){var text=(f.closest('section').querySelector('h2').textContent+' '+f.querySelector('figcaption').textContent).toLowerCase();
    var ok=words.every(function(w){return text.indexOf(w)>=0});f.hidden=!ok;if(ok)shown++});
    document.querySelectorAll('.row').forEach(function(r){r.hidden=!r.querySelector('figure:not([hidden])')});
    document.querySelectorAll('.form').forEach(function(s){s.hidden=words.length>0&&!s.querySelector('figure:not([hidden])')});
    nothing.hidden=shown>0||figures.length==0;document.body.setAttribute('data-shown',String(shown))}
    filter.addEventListener('input',function(){apply();try{sessionStorage.setItem('gallery-filter',filter.value)}catch(e){}});
    var saved=null;try{saved=sessionStorage.getItem('gallery-filter')}catch(e){}
    var hash=location.hash.slice(1);try{hash=decodeURIComponent(hash)}catch(e){}
    if(hash.length>0){filter.value=hash}else if(saved){filter.value=saved}
    apply();
    var zoom=document.getElementById('zoom'),big=zoom.querySelector('.zoom-body img'),title=zoom.querySelector('.zoom-title'),at=-1;
    function visible(){return figures.filter(function(f){return !f.hidden})}
    function open(f){var list=visible();at=list.indexOf(f);big.src=f.querySelector('img').getAttribute('src');
    title.textContent=f.querySelector('figcaption').textContent;if(!zoom.open)zoom.showModal();
    try{sessionStorage.setItem('gallery-open',big.getAttribute('src'))}catch(e){}}
    figures.forEach(function(f){f.querySelector('a').addEventListener('click',function(e){e.preventDefault();open(f)})});
    zoom.querySelector('.zoom-close').addEventListener('click',function(){zoom.close()});
    zoom.addEventListener('close',function(){try{sessionStorage.removeItem('gallery-open')}catch(e){}});
    document.addEventListener('keydown',function(e){if(!zoom.open)return;var list=visible();
    if(e.key==='ArrowRight'&&at<list.length-1)open(list[at+1]);if(e.key==='ArrowLeft'&&at>0)open(list[at-1])});
    window.addEventListener('pagehide',function(){try{sessionStorage.setItem('gallery-scroll',String(window.scrollY))}catch(e){}});
    try{var y=sessionStorage.getItem('gallery-scroll');if(y)window.scrollTo(0,Number(y));
    var o=sessionStorage.getItem('gallery-open');if(o){var f=figures.filter(function(f){return f.querySelector('img').getAttribute('src')===o})[0];if(f)open(f)}}catch(e){}
    var loaded=0,images=document.querySelectorAll('figure img');
    function count(){loaded=0;images.forEach(function(i){if(i.complete&&i.naturalWidth>0)loaded++});document.body.setAttribute('data-loaded',String(loaded))}
    images.forEach(function(i){i.addEventListener('load',count)});window.addEventListener('load',count);count();
    if(document.querySelector('meta[name="formrender-watch"]')){setInterval(function(){
    if(document.activeElement===filter||zoom.open)return;try{sessionStorage.setItem('gallery-scroll',String(window.scrollY))}catch(e){}
    location.reload()},1000)}
    })();
    """
}
