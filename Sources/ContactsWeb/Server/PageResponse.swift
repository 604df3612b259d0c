import Hummingbird

extension HTML {
  /// An HTML response with `status`. Pages are never cached, so Back shows the list as it is.
  func response(status: HTTPResponse.Status = .ok) -> Response {
    let body = ByteBuffer(string: rendered)
    return Response(
      status: status,
      headers: [
        .contentType: "text/html; charset=utf-8",
        .cacheControl: "no-store",
        .contentLength: String(body.readableBytes),
      ],
      body: .init(byteBuffer: body))
  }
}

extension ErrorPage {
  /// The page as a response; a HEAD request gets the headers alone.
  func response(from request: Request) -> Response {
    let back = WayBack(from: request.uri.path, status: status)
    var response = html(back: back).response(status: status)
    if request.method == .head { response.body = .init() }
    return response
  }
}

extension Response {
  /// A 303 See Other to `location`: after a POST, the browser GETs the page.
  static func seeOther(_ location: String) -> Response {
    Response(status: .seeOther, headers: [.location: location, .contentLength: "0"])
  }
}
