module {
  func.func @main(%arg0: !torch.vtensor<[5,7],si64>) -> !torch.vtensor<[5,7],f16> {
    %int5 = torch.constant.int 5
    %0 = torch.prims.convert_element_type %arg0, %int5 : !torch.vtensor<[5,7],si64>, !torch.int -> !torch.vtensor<[5,7],f16>
    return %0 : !torch.vtensor<[5,7],f16>
  }
}
