module {
  func.func @main(%arg0: !torch.vtensor<[5,7],si16>) -> !torch.vtensor<[5,7],ui8> {
    %int0 = torch.constant.int 0
    %0 = torch.prims.convert_element_type %arg0, %int0 : !torch.vtensor<[5,7],si16>, !torch.int -> !torch.vtensor<[5,7],ui8>
    return %0 : !torch.vtensor<[5,7],ui8>
  }
}
