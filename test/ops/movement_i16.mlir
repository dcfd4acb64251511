module {
  func.func @main(%arg0: !torch.vtensor<[4,5,6],si16>) -> !torch.vtensor<[3,5,3],si16> {
    %int2 = torch.constant.int 2
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int2, %int0, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.permute %arg0, %0 : !torch.vtensor<[4,5,6],si16>, !torch.list<int> -> !torch.vtensor<[6,4,5],si16>
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %2 = torch.aten.slice.Tensor %1, %int0, %int1, %int9223372036854775807, %int1 : !torch.vtensor<[6,4,5],si16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[5,4,5],si16>
    %3 = torch.aten.slice.Tensor %2, %int2, %int0, %int9223372036854775807, %int2 : !torch.vtensor<[5,4,5],si16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[5,4,3],si16>
    %int-1 = torch.constant.int -1
    %4 = torch.aten.select.int %3, %int1, %int-1 : !torch.vtensor<[5,4,3],si16>, !torch.int, !torch.int -> !torch.vtensor<[5,3],si16>
    %5 = torch.aten.unsqueeze %4, %int0 : !torch.vtensor<[5,3],si16>, !torch.int -> !torch.vtensor<[1,5,3],si16>
    %int3 = torch.constant.int 3
    %6 = torch.prim.ListConstruct %int3, %int-1, %int-1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %7 = torch.aten.expand %5, %6, %false : !torch.vtensor<[1,5,3],si16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[3,5,3],si16>
    return %7 : !torch.vtensor<[3,5,3],si16>
  }
}

