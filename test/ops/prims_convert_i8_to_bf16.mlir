module {
  func.func @main(%arg0: !torch.vtensor<[5,7],si8>) -> !torch.vtensor<[5,7],bf16> {
    %int15 = torch.constant.int 15
    %0 = torch.prims.convert_element_type %arg0, %int15 : !torch.vtensor<[5,7],si8>, !torch.int -> !torch.vtensor<[5,7],bf16>
    return %0 : !torch.vtensor<[5,7],bf16>
  }
}
