module {
  func.func @main(%arg0: !torch.vtensor<[5,7],si32>) -> !torch.vtensor<[5,7],si8> {
    %int1 = torch.constant.int 1
    %0 = torch.prims.convert_element_type %arg0, %int1 : !torch.vtensor<[5,7],si32>, !torch.int -> !torch.vtensor<[5,7],si8>
    return %0 : !torch.vtensor<[5,7],si8>
  }
}
