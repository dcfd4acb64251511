module {
  func.func @main(%arg0: !torch.vtensor<[5,7],ui8>) -> !torch.vtensor<[5,7],si64> {
    %int4 = torch.constant.int 4
    %0 = torch.prims.convert_element_type %arg0, %int4 : !torch.vtensor<[5,7],ui8>, !torch.int -> !torch.vtensor<[5,7],si64>
    return %0 : !torch.vtensor<[5,7],si64>
  }
}
