module {
  func.func @main(%arg0: !torch.vtensor<[3,7,5],f16>) -> !torch.vtensor<[3,7,5],f32> {
    %int1 = torch.constant.int 1
    %int6 = torch.constant.int 6
    %0 = torch.aten.softmax.int %arg0, %int1, %int6 : !torch.vtensor<[3,7,5],f16>, !torch.int, !torch.int -> !torch.vtensor<[3,7,5],f32>
    %1 = torch.prims.convert_element_type %arg0, %int6 : !torch.vtensor<[3,7,5],f16>, !torch.int -> !torch.vtensor<[3,7,5],f32>
    %int-1 = torch.constant.int -1
    %none = torch.constant.none
    %2 = torch.aten.log_softmax.int %1, %int-1, %none : !torch.vtensor<[3,7,5],f32>, !torch.int, !torch.none -> !torch.vtensor<[3,7,5],f32>
    %3 = torch.aten.add.Tensor %0, %2, %int1 : !torch.vtensor<[3,7,5],f32>, !torch.vtensor<[3,7,5],f32>, !torch.int -> !torch.vtensor<[3,7,5],f32>
    return %3 : !torch.vtensor<[3,7,5],f32>
  }
}

