module {
  func.func @main(%arg0: !torch.vtensor<[5,7],i1>) -> !torch.vtensor<[5,7],f32> {
    %int6 = torch.constant.int 6
    %0 = torch.prims.convert_element_type %arg0, %int6 : !torch.vtensor<[5,7],i1>, !torch.int -> !torch.vtensor<[5,7],f32>
    return %0 : !torch.vtensor<[5,7],f32>
  }
}
