module {
  func.func @main(%arg0: !torch.vtensor<[5,7],f32>) -> !torch.vtensor<[5,7],si32> {
    %int3 = torch.constant.int 3
    %0 = torch.prims.convert_element_type %arg0, %int3 : !torch.vtensor<[5,7],f32>, !torch.int -> !torch.vtensor<[5,7],si32>
    return %0 : !torch.vtensor<[5,7],si32>
  }
}
