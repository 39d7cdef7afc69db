func.func private @namtrain_tiny_cpu_fwd(%arg0: tensor<2x256x4x128xf32>, %arg1: tensor<2x256x2x128xf32>, %arg2: tensor<2x256x2x128xf32>, %arg3: tensor<2x256xi32>) -> (tensor<2x256x4x128xf32> {jax.result_info = "result[0]"}, tensor<2x4x256xf32> {jax.result_info = "result[1]"}) {
  %c = stablehlo.constant dense<[[[0, 0], [0, 1]]]> : tensor<1x2x2xi8>
  %c_0 = stablehlo.constant dense<[[[1, 0], [1, 1]]]> : tensor<1x2x2xi8>
  %c_1 = stablehlo.constant dense<"0x000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F000000100000001100000012000000130000001400000015000000160000001700000018000000190000001A0000001B0000001C0000001D0000001E0000001F000000200000002100000022000000230000002400000025000000260000002700000028000000290000002A0000002B0000002C0000002D0000002E0000002F000000300000003100000032000000330000003400000035000000360000003700000038000000390000003A0000003B0000003C0000003D0000003E0000003F000000400000004100000042000000430000004400000045000000460000004700000048000000490000004A0000004B0000004C0000004D0000004E0000004F000000500000005100000052000000530000005400000055000000560000005700000058000000590000005A0000005B0000005C0000005D0000005E0000005F000000600000006100000062000000630000006400000065000000660000006700000068000000690000006A0000006B0000006C0000006D0000006E0000006F000000700000007100000072000000730000007400000075000000760000007700000078000000790000007A0000007B0000007C0000007D0000007E0000007F000000800000008100000082000000830000008400000085000000860000008700000088000000890000008A0000008B0000008C0000008D0000008E0000008F000000900000009100000092000000930000009400000095000000960000009700000098000000990000009A0000009B0000009C0000009D0000009E0000009F000000A0000000A1000000A2000000A3000000A4000000A5000000A6000000A7000000A8000000A9000000AA000000AB000000AC000000AD000000AE000000AF000000B0000000B1000000B2000000B3000000B4000000B5000000B6000000B7000000B8000000B9000000BA000000BB000000BC000000BD000000BE000000BF000000C0000000C1000000C2000000C3000000C4000000C5000000C6000000C7000000C8000000C9000000CA000000CB000000CC000000CD000000CE000000CF000000D0000000D1000000D2000000D3000000D4000000D5000000D6000000D7000000D8000000D9000000DA000000DB000000DC000000DD000000DE000000DF000000E0000000E1000000E2000000E3000000E4000000E5000000E6000000E7000000E8000000E9000000EA000000EB000000EC000000ED000000EE000000EF000000F0000000F1000000F2000000F3000000F4000000F5000000F6000000F7000000F8000000F9000000FA000000FB000000FC000000FD000000FE000000FF000000"> : tensor<256xi32>
  %c_2 = stablehlo.constant dense<[[[0, 0], [1, 1]]]> : tensor<1x2x2xi8>
  %0 = stablehlo.transpose %arg0, dims = [0, 2, 1, 3] : (tensor<2x256x4x128xf32>) -> tensor<2x4x256x128xf32>
  %1 = stablehlo.transpose %arg1, dims = [0, 2, 1, 3] : (tensor<2x256x2x128xf32>) -> tensor<2x2x256x128xf32>
  %2 = stablehlo.transpose %arg2, dims = [0, 2, 1, 3] : (tensor<2x256x2x128xf32>) -> tensor<2x2x256x128xf32>
  %3:2 = call @namtrain_tiny_cpu_fwd___splash_attention(%c, %c_0, %c_1, %c, %c_0, %c_1, %c_2, %c_0, %c_1, %0, %1, %2, %arg3, %arg3) : (tensor<1x2x2xi8>, tensor<1x2x2xi8>, tensor<256xi32>, tensor<1x2x2xi8>, tensor<1x2x2xi8>, tensor<256xi32>, tensor<1x2x2xi8>, tensor<1x2x2xi8>, tensor<256xi32>, tensor<2x4x256x128xf32>, tensor<2x2x256x128xf32>, tensor<2x2x256x128xf32>, tensor<2x256xi32>, tensor<2x256xi32>) -> (tensor<2x4x256x128xf32>, tensor<2x4x256xf32>)
  %4 = stablehlo.transpose %3#0, dims = [0, 2, 1, 3] : (tensor<2x4x256x128xf32>) -> tensor<2x256x4x128xf32>
  return %4, %3#1 : tensor<2x256x4x128xf32>, tensor<2x4x256xf32>
}
func.func private @namtrain_tiny_cpu_fwd___splash_attention(%arg0: tensor<1x2x2xi8>, %arg1: tensor<1x2x2xi8>, %arg2: tensor<256xi32>, %arg3: tensor<1x2x2xi8>, %arg4: tensor<1x2x2xi8>, %arg5: tensor<256xi32>, %arg6: tensor<1x2x2xi8>, %arg7: tensor<1x2x2xi8>, %arg8: tensor<256xi32>, %arg9: tensor<2x4x256x128xf32>, %arg10: tensor<2x2x256x128xf32>, %arg11: tensor<2x2x256x128xf32>, %arg12: tensor<2x256xi32>, %arg13: tensor<2x256xi32>) -> (tensor<2x4x256x128xf32>, tensor<2x4x256xf32>) {
  %c = stablehlo.constant dense<true> : tensor<i1>
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %cst_0 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c_2 = stablehlo.constant dense<8> : tensor<i32>
  %c_3 = stablehlo.constant dense<256> : tensor<i32>
  %c_4 = stablehlo.constant dense<1> : tensor<i32>
  %c_5 = stablehlo.constant dense<128> : tensor<i32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %c_7 = stablehlo.constant dense<4> : tensor<i32>
  %c_8 = stablehlo.constant dense<2> : tensor<i32>
  %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %arg12, dims = [0, 1] : (tensor<2x256xi32>) -> tensor<2x256x128xi32>
  %1 = stablehlo.broadcast_in_dim %arg13, dims = [0, 2] : (tensor<2x256xi32>) -> tensor<2x8x256xi32>
  %2 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<256xi32>) -> tensor<256x128xi32>
  %3 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
  %4 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
  %5 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
  %6 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x4x256x128xf32>
  %7 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x4x256x128xf32>
  %8 = stablehlo.multiply %c_8, %c_7 : tensor<i32>
  %9 = stablehlo.multiply %8, %c_8 : tensor<i32>
  %10 = stablehlo.multiply %9, %c_8 : tensor<i32>
  %11:19 = stablehlo.while(%iterArg = %10, %iterArg_10 = %arg1, %iterArg_11 = %arg0, %iterArg_12 = %c_6, %iterArg_13 = %c_6, %iterArg_14 = %c_6, %iterArg_15 = %c_6, %iterArg_16 = %c_6, %iterArg_17 = %arg9, %iterArg_18 = %arg10, %iterArg_19 = %arg11, %iterArg_20 = %0, %iterArg_21 = %1, %iterArg_22 = %2, %iterArg_23 = %3, %iterArg_24 = %4, %iterArg_25 = %5, %iterArg_26 = %6, %iterArg_27 = %7) : tensor<i32>, tensor<1x2x2xi8>, tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4x256x128xf32>, tensor<2x2x256x128xf32>, tensor<2x2x256x128xf32>, tensor<2x256x128xi32>, tensor<2x8x256xi32>, tensor<256x128xi32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x4x256x128xf32>, tensor<2x4x256x128xf32>
  cond {
    %14 = stablehlo.convert %iterArg : tensor<i32>
    %15 = stablehlo.compare LT, %iterArg_12, %14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %15 : tensor<i1>
  } do {
    %14 = stablehlo.multiply %c_5, %iterArg_15 : tensor<i32>
    %15 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %16 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %17 = stablehlo.select %15, %16, %c_6 : tensor<i1>, tensor<i32>
    %18 = stablehlo.compare LT, %iterArg_15, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %19 = stablehlo.add %iterArg_15, %c_8 : tensor<i32>
    %20 = stablehlo.select %18, %19, %iterArg_15 : tensor<i1>, tensor<i32>
    %21 = stablehlo.compare LT, %iterArg_16, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %22 = stablehlo.add %iterArg_16, %c_8 : tensor<i32>
    %23 = stablehlo.select %21, %22, %iterArg_16 : tensor<i1>, tensor<i32>
    %24 = stablehlo.dynamic_slice %iterArg_11, %17, %20, %23, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %25 = stablehlo.reshape %24 : (tensor<1x1x1xi8>) -> tensor<i8>
    %26 = stablehlo.convert %25 : (tensor<i8>) -> tensor<i32>
    %27 = stablehlo.divide %iterArg_14, %c_8 : tensor<i32>
    %28 = stablehlo.multiply %c_5, %26 : tensor<i32>
    %29 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %30 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %31 = stablehlo.select %29, %30, %c_6 : tensor<i1>, tensor<i32>
    %32 = stablehlo.compare LT, %iterArg_15, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %33 = stablehlo.add %iterArg_15, %c_8 : tensor<i32>
    %34 = stablehlo.select %32, %33, %iterArg_15 : tensor<i1>, tensor<i32>
    %35 = stablehlo.compare LT, %iterArg_16, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %36 = stablehlo.add %iterArg_16, %c_8 : tensor<i32>
    %37 = stablehlo.select %35, %36, %iterArg_16 : tensor<i1>, tensor<i32>
    %38 = stablehlo.dynamic_slice %iterArg_11, %31, %34, %37, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %39 = stablehlo.reshape %38 : (tensor<1x1x1xi8>) -> tensor<i8>
    %40 = stablehlo.convert %39 : (tensor<i8>) -> tensor<i32>
    %41 = stablehlo.divide %iterArg_14, %c_8 : tensor<i32>
    %42 = stablehlo.multiply %c_5, %40 : tensor<i32>
    %43 = stablehlo.multiply %c_5, %iterArg_15 : tensor<i32>
    %44 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %45 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %46 = stablehlo.select %44, %45, %c_6 : tensor<i1>, tensor<i32>
    %47 = stablehlo.compare LT, %iterArg_15, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %48 = stablehlo.add %iterArg_15, %c_8 : tensor<i32>
    %49 = stablehlo.select %47, %48, %iterArg_15 : tensor<i1>, tensor<i32>
    %50 = stablehlo.compare LT, %iterArg_16, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %51 = stablehlo.add %iterArg_16, %c_8 : tensor<i32>
    %52 = stablehlo.select %50, %51, %iterArg_16 : tensor<i1>, tensor<i32>
    %53 = stablehlo.dynamic_slice %iterArg_11, %46, %49, %52, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %54 = stablehlo.reshape %53 : (tensor<1x1x1xi8>) -> tensor<i8>
    %55 = stablehlo.convert %54 : (tensor<i8>) -> tensor<i32>
    %56 = stablehlo.multiply %c_5, %55 : tensor<i32>
    %57 = stablehlo.multiply %c_5, %iterArg_15 : tensor<i32>
    %58 = stablehlo.multiply %c_5, %iterArg_15 : tensor<i32>
    %59 = stablehlo.multiply %c_5, %iterArg_15 : tensor<i32>
    %60 = stablehlo.compare LT, %iterArg_13, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %61 = stablehlo.add %iterArg_13, %c_8 : tensor<i32>
    %62 = stablehlo.select %60, %61, %iterArg_13 : tensor<i1>, tensor<i32>
    %63 = stablehlo.compare LT, %iterArg_14, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %64 = stablehlo.add %iterArg_14, %c_7 : tensor<i32>
    %65 = stablehlo.select %63, %64, %iterArg_14 : tensor<i1>, tensor<i32>
    %66 = stablehlo.compare LT, %14, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %67 = stablehlo.add %14, %c_3 : tensor<i32>
    %68 = stablehlo.select %66, %67, %14 : tensor<i1>, tensor<i32>
    %69 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %70 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %71 = stablehlo.select %69, %70, %c_6 : tensor<i1>, tensor<i32>
    %72 = stablehlo.dynamic_slice %iterArg_17, %62, %65, %68, %71, sizes = [1, 1, 128, 128] : (tensor<2x4x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %73 = stablehlo.reshape %72 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %74 = stablehlo.compare LT, %iterArg_13, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %75 = stablehlo.add %iterArg_13, %c_8 : tensor<i32>
    %76 = stablehlo.select %74, %75, %iterArg_13 : tensor<i1>, tensor<i32>
    %77 = stablehlo.compare LT, %27, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %78 = stablehlo.add %27, %c_8 : tensor<i32>
    %79 = stablehlo.select %77, %78, %27 : tensor<i1>, tensor<i32>
    %80 = stablehlo.compare LT, %28, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %81 = stablehlo.add %28, %c_3 : tensor<i32>
    %82 = stablehlo.select %80, %81, %28 : tensor<i1>, tensor<i32>
    %83 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %84 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %85 = stablehlo.select %83, %84, %c_6 : tensor<i1>, tensor<i32>
    %86 = stablehlo.dynamic_slice %iterArg_18, %76, %79, %82, %85, sizes = [1, 1, 128, 128] : (tensor<2x2x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %87 = stablehlo.reshape %86 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %88 = stablehlo.compare LT, %iterArg_13, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %89 = stablehlo.add %iterArg_13, %c_8 : tensor<i32>
    %90 = stablehlo.select %88, %89, %iterArg_13 : tensor<i1>, tensor<i32>
    %91 = stablehlo.compare LT, %41, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %92 = stablehlo.add %41, %c_8 : tensor<i32>
    %93 = stablehlo.select %91, %92, %41 : tensor<i1>, tensor<i32>
    %94 = stablehlo.compare LT, %42, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %95 = stablehlo.add %42, %c_3 : tensor<i32>
    %96 = stablehlo.select %94, %95, %42 : tensor<i1>, tensor<i32>
    %97 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %98 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %99 = stablehlo.select %97, %98, %c_6 : tensor<i1>, tensor<i32>
    %100 = stablehlo.dynamic_slice %iterArg_19, %90, %93, %96, %99, sizes = [1, 1, 128, 128] : (tensor<2x2x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %101 = stablehlo.reshape %100 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %102 = stablehlo.compare LT, %iterArg_13, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %103 = stablehlo.add %iterArg_13, %c_8 : tensor<i32>
    %104 = stablehlo.select %102, %103, %iterArg_13 : tensor<i1>, tensor<i32>
    %105 = stablehlo.compare LT, %43, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %106 = stablehlo.add %43, %c_3 : tensor<i32>
    %107 = stablehlo.select %105, %106, %43 : tensor<i1>, tensor<i32>
    %108 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %109 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %110 = stablehlo.select %108, %109, %c_6 : tensor<i1>, tensor<i32>
    %111 = stablehlo.dynamic_slice %iterArg_20, %104, %107, %110, sizes = [1, 128, 128] : (tensor<2x256x128xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xi32>
    %112 = stablehlo.reshape %111 : (tensor<1x128x128xi32>) -> tensor<128x128xi32>
    %113 = stablehlo.compare LT, %iterArg_13, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %114 = stablehlo.add %iterArg_13, %c_8 : tensor<i32>
    %115 = stablehlo.select %113, %114, %iterArg_13 : tensor<i1>, tensor<i32>
    %116 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %117 = stablehlo.add %c_6, %c_2 : tensor<i32>
    %118 = stablehlo.select %116, %117, %c_6 : tensor<i1>, tensor<i32>
    %119 = stablehlo.compare LT, %56, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %120 = stablehlo.add %56, %c_3 : tensor<i32>
    %121 = stablehlo.select %119, %120, %56 : tensor<i1>, tensor<i32>
    %122 = stablehlo.dynamic_slice %iterArg_21, %115, %118, %121, sizes = [1, 8, 128] : (tensor<2x8x256xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x128xi32>
    %123 = stablehlo.reshape %122 : (tensor<1x8x128xi32>) -> tensor<8x128xi32>
    %124 = stablehlo.compare LT, %57, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %125 = stablehlo.add %57, %c_3 : tensor<i32>
    %126 = stablehlo.select %124, %125, %57 : tensor<i1>, tensor<i32>
    %127 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %128 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %129 = stablehlo.select %127, %128, %c_6 : tensor<i1>, tensor<i32>
    %130 = stablehlo.dynamic_slice %iterArg_22, %126, %129, sizes = [128, 128] : (tensor<256x128xi32>, tensor<i32>, tensor<i32>) -> tensor<128x128xi32>
    %131 = stablehlo.compare LT, %iterArg_13, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %132 = stablehlo.add %iterArg_13, %c_8 : tensor<i32>
    %133 = stablehlo.select %131, %132, %iterArg_13 : tensor<i1>, tensor<i32>
    %134 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %135 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %136 = stablehlo.select %134, %135, %c_6 : tensor<i1>, tensor<i32>
    %137 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %138 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %139 = stablehlo.select %137, %138, %c_6 : tensor<i1>, tensor<i32>
    %140 = stablehlo.dynamic_slice %iterArg_23, %133, %136, %139, sizes = [1, 128, 128] : (tensor<2x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xf32>
    %141 = stablehlo.reshape %140 : (tensor<1x128x128xf32>) -> tensor<128x128xf32>
    %142 = stablehlo.compare LT, %iterArg_13, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %143 = stablehlo.add %iterArg_13, %c_8 : tensor<i32>
    %144 = stablehlo.select %142, %143, %iterArg_13 : tensor<i1>, tensor<i32>
    %145 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %146 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %147 = stablehlo.select %145, %146, %c_6 : tensor<i1>, tensor<i32>
    %148 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %149 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %150 = stablehlo.select %148, %149, %c_6 : tensor<i1>, tensor<i32>
    %151 = stablehlo.dynamic_slice %iterArg_24, %144, %147, %150, sizes = [1, 128, 128] : (tensor<2x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xf32>
    %152 = stablehlo.reshape %151 : (tensor<1x128x128xf32>) -> tensor<128x128xf32>
    %153 = stablehlo.compare LT, %iterArg_13, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %154 = stablehlo.add %iterArg_13, %c_8 : tensor<i32>
    %155 = stablehlo.select %153, %154, %iterArg_13 : tensor<i1>, tensor<i32>
    %156 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %157 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %158 = stablehlo.select %156, %157, %c_6 : tensor<i1>, tensor<i32>
    %159 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %160 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %161 = stablehlo.select %159, %160, %c_6 : tensor<i1>, tensor<i32>
    %162 = stablehlo.dynamic_slice %iterArg_25, %155, %158, %161, sizes = [1, 128, 128] : (tensor<2x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xf32>
    %163 = stablehlo.reshape %162 : (tensor<1x128x128xf32>) -> tensor<128x128xf32>
    %164 = stablehlo.compare LT, %iterArg_13, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %165 = stablehlo.add %iterArg_13, %c_8 : tensor<i32>
    %166 = stablehlo.select %164, %165, %iterArg_13 : tensor<i1>, tensor<i32>
    %167 = stablehlo.compare LT, %iterArg_14, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %168 = stablehlo.add %iterArg_14, %c_7 : tensor<i32>
    %169 = stablehlo.select %167, %168, %iterArg_14 : tensor<i1>, tensor<i32>
    %170 = stablehlo.compare LT, %58, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %171 = stablehlo.add %58, %c_3 : tensor<i32>
    %172 = stablehlo.select %170, %171, %58 : tensor<i1>, tensor<i32>
    %173 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %174 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %175 = stablehlo.select %173, %174, %c_6 : tensor<i1>, tensor<i32>
    %176 = stablehlo.dynamic_slice %iterArg_26, %166, %169, %172, %175, sizes = [1, 1, 128, 128] : (tensor<2x4x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %177 = stablehlo.reshape %176 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %178 = stablehlo.compare LT, %iterArg_13, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %179 = stablehlo.add %iterArg_13, %c_8 : tensor<i32>
    %180 = stablehlo.select %178, %179, %iterArg_13 : tensor<i1>, tensor<i32>
    %181 = stablehlo.compare LT, %iterArg_14, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %182 = stablehlo.add %iterArg_14, %c_7 : tensor<i32>
    %183 = stablehlo.select %181, %182, %iterArg_14 : tensor<i1>, tensor<i32>
    %184 = stablehlo.compare LT, %59, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %185 = stablehlo.add %59, %c_3 : tensor<i32>
    %186 = stablehlo.select %184, %185, %59 : tensor<i1>, tensor<i32>
    %187 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %188 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %189 = stablehlo.select %187, %188, %c_6 : tensor<i1>, tensor<i32>
    %190 = stablehlo.dynamic_slice %iterArg_27, %180, %183, %186, %189, sizes = [1, 1, 128, 128] : (tensor<2x4x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %191 = stablehlo.reshape %190 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %192 = stablehlo.compare EQ, %iterArg_16, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %193 = stablehlo.convert %192 : (tensor<i1>) -> tensor<i32>
    %194:3 = "stablehlo.case"(%193) ({
      stablehlo.return %163, %141, %152 : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>
    }, {
      %374 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %375 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %376 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      stablehlo.return %374, %375, %376 : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>
    }) : (tensor<i32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>)
    %195 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %196 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %197 = stablehlo.select %195, %196, %c_6 : tensor<i1>, tensor<i32>
    %198 = stablehlo.compare LT, %iterArg_15, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %199 = stablehlo.add %iterArg_15, %c_8 : tensor<i32>
    %200 = stablehlo.select %198, %199, %iterArg_15 : tensor<i1>, tensor<i32>
    %201 = stablehlo.compare LT, %iterArg_16, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %202 = stablehlo.add %iterArg_16, %c_8 : tensor<i32>
    %203 = stablehlo.select %201, %202, %iterArg_16 : tensor<i1>, tensor<i32>
    %204 = stablehlo.dynamic_slice %iterArg_10, %197, %200, %203, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %205 = stablehlo.reshape %204 : (tensor<1x1x1xi8>) -> tensor<i8>
    %206 = stablehlo.convert %205 : (tensor<i8>) -> tensor<i32>
    %207 = stablehlo.compare GT, %206, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %208 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %209 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %210 = stablehlo.select %208, %209, %c_6 : tensor<i1>, tensor<i32>
    %211 = stablehlo.compare LT, %iterArg_15, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %212 = stablehlo.add %iterArg_15, %c_8 : tensor<i32>
    %213 = stablehlo.select %211, %212, %iterArg_15 : tensor<i1>, tensor<i32>
    %214 = stablehlo.compare LT, %iterArg_16, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %215 = stablehlo.add %iterArg_16, %c_8 : tensor<i32>
    %216 = stablehlo.select %214, %215, %iterArg_16 : tensor<i1>, tensor<i32>
    %217 = stablehlo.dynamic_slice %iterArg_11, %210, %213, %216, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %218 = stablehlo.reshape %217 : (tensor<1x1x1xi8>) -> tensor<i8>
    %219 = stablehlo.convert %218 : (tensor<i8>) -> tensor<i32>
    %220 = stablehlo.convert %207 : (tensor<i1>) -> tensor<i32>
    %221:9 = "stablehlo.case"(%220) ({
      stablehlo.return %194#1, %194#2, %73, %87, %130, %123, %112, %101, %194#0 : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>
    }, {
      %374:13 = stablehlo.while(%iterArg_28 = %219, %iterArg_29 = %c_6, %iterArg_30 = %c_6, %iterArg_31 = %194#1, %iterArg_32 = %194#2, %iterArg_33 = %73, %iterArg_34 = %87, %iterArg_35 = %130, %iterArg_36 = %123, %iterArg_37 = %112, %iterArg_38 = %101, %iterArg_39 = %194#0, %iterArg_40 = %c_6) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>
      cond {
        %375 = stablehlo.compare LT, %iterArg_29, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %375 : tensor<i1>
      } do {
        %375:11 = func.call @namtrain_tiny_cpu_fwd__closed_call(%iterArg_28, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40) : (tensor<i32>, tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>)
        %376 = stablehlo.add %iterArg_29, %c_4 : tensor<i32>
        stablehlo.return %iterArg_28, %376, %375#0, %375#1, %375#2, %375#3, %375#4, %375#5, %375#6, %375#7, %375#8, %375#9, %375#10 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>
      }
      stablehlo.return %374#3, %374#4, %374#5, %374#6, %374#7, %374#8, %374#9, %374#10, %374#11 : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>
    }) : (tensor<i32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>)
    %222 = stablehlo.compare EQ, %iterArg_16, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %223 = stablehlo.convert %222 : (tensor<i1>) -> tensor<i32>
    %224:5 = "stablehlo.case"(%223) ({
      stablehlo.return %221#1, %221#8, %177, %221#0, %191 : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>
    }, {
      %374 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %375 = stablehlo.divide %374, %221#1 : tensor<128x128xf32>
      %376 = stablehlo.reshape %375 : (tensor<128x128xf32>) -> tensor<1x128x1x128xf32>
      %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2, 3] : (tensor<1x128x1x128xf32>) -> tensor<1x128x1x128xf32>
      %378 = stablehlo.reshape %377 : (tensor<1x128x1x128xf32>) -> tensor<128x128xf32>
      %379 = stablehlo.multiply %221#8, %378 : tensor<128x128xf32>
      %380 = stablehlo.log %221#1 : tensor<128x128xf32>
      %381 = stablehlo.add %380, %221#0 : tensor<128x128xf32>
      %382 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %383 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %384 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      stablehlo.return %383, %384, %379, %382, %381 : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>
    }) : (tensor<i32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>)
    %225 = stablehlo.broadcast_in_dim %221#2, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %226 = stablehlo.compare LT, %iterArg_13, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %227 = stablehlo.add %iterArg_13, %c_8 : tensor<i32>
    %228 = stablehlo.select %226, %227, %iterArg_13 : tensor<i1>, tensor<i32>
    %229 = stablehlo.compare LT, %iterArg_14, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %230 = stablehlo.add %iterArg_14, %c_7 : tensor<i32>
    %231 = stablehlo.select %229, %230, %iterArg_14 : tensor<i1>, tensor<i32>
    %232 = stablehlo.compare LT, %14, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %233 = stablehlo.add %14, %c_3 : tensor<i32>
    %234 = stablehlo.select %232, %233, %14 : tensor<i1>, tensor<i32>
    %235 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %236 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %237 = stablehlo.select %235, %236, %c_6 : tensor<i1>, tensor<i32>
    %238 = stablehlo.dynamic_update_slice %iterArg_17, %225, %228, %231, %234, %237 : (tensor<2x4x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x256x128xf32>
    %239 = stablehlo.broadcast_in_dim %221#3, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %240 = stablehlo.compare LT, %iterArg_13, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %241 = stablehlo.add %iterArg_13, %c_8 : tensor<i32>
    %242 = stablehlo.select %240, %241, %iterArg_13 : tensor<i1>, tensor<i32>
    %243 = stablehlo.compare LT, %27, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %244 = stablehlo.add %27, %c_8 : tensor<i32>
    %245 = stablehlo.select %243, %244, %27 : tensor<i1>, tensor<i32>
    %246 = stablehlo.compare LT, %28, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %247 = stablehlo.add %28, %c_3 : tensor<i32>
    %248 = stablehlo.select %246, %247, %28 : tensor<i1>, tensor<i32>
    %249 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %250 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %251 = stablehlo.select %249, %250, %c_6 : tensor<i1>, tensor<i32>
    %252 = stablehlo.dynamic_update_slice %iterArg_18, %239, %242, %245, %248, %251 : (tensor<2x2x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x256x128xf32>
    %253 = stablehlo.broadcast_in_dim %221#7, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %254 = stablehlo.compare LT, %iterArg_13, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %255 = stablehlo.add %iterArg_13, %c_8 : tensor<i32>
    %256 = stablehlo.select %254, %255, %iterArg_13 : tensor<i1>, tensor<i32>
    %257 = stablehlo.compare LT, %41, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %258 = stablehlo.add %41, %c_8 : tensor<i32>
    %259 = stablehlo.select %257, %258, %41 : tensor<i1>, tensor<i32>
    %260 = stablehlo.compare LT, %42, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %261 = stablehlo.add %42, %c_3 : tensor<i32>
    %262 = stablehlo.select %260, %261, %42 : tensor<i1>, tensor<i32>
    %263 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %264 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %265 = stablehlo.select %263, %264, %c_6 : tensor<i1>, tensor<i32>
    %266 = stablehlo.dynamic_update_slice %iterArg_19, %253, %256, %259, %262, %265 : (tensor<2x2x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x256x128xf32>
    %267 = stablehlo.broadcast_in_dim %221#6, dims = [1, 2] : (tensor<128x128xi32>) -> tensor<1x128x128xi32>
    %268 = stablehlo.compare LT, %iterArg_13, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %269 = stablehlo.add %iterArg_13, %c_8 : tensor<i32>
    %270 = stablehlo.select %268, %269, %iterArg_13 : tensor<i1>, tensor<i32>
    %271 = stablehlo.compare LT, %43, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %272 = stablehlo.add %43, %c_3 : tensor<i32>
    %273 = stablehlo.select %271, %272, %43 : tensor<i1>, tensor<i32>
    %274 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %275 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %276 = stablehlo.select %274, %275, %c_6 : tensor<i1>, tensor<i32>
    %277 = stablehlo.dynamic_update_slice %iterArg_20, %267, %270, %273, %276 : (tensor<2x256x128xi32>, tensor<1x128x128xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x128xi32>
    %278 = stablehlo.broadcast_in_dim %221#5, dims = [1, 2] : (tensor<8x128xi32>) -> tensor<1x8x128xi32>
    %279 = stablehlo.compare LT, %iterArg_13, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %280 = stablehlo.add %iterArg_13, %c_8 : tensor<i32>
    %281 = stablehlo.select %279, %280, %iterArg_13 : tensor<i1>, tensor<i32>
    %282 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %283 = stablehlo.add %c_6, %c_2 : tensor<i32>
    %284 = stablehlo.select %282, %283, %c_6 : tensor<i1>, tensor<i32>
    %285 = stablehlo.compare LT, %56, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %286 = stablehlo.add %56, %c_3 : tensor<i32>
    %287 = stablehlo.select %285, %286, %56 : tensor<i1>, tensor<i32>
    %288 = stablehlo.dynamic_update_slice %iterArg_21, %278, %281, %284, %287 : (tensor<2x8x256xi32>, tensor<1x8x128xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x256xi32>
    %289 = stablehlo.compare LT, %57, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %290 = stablehlo.add %57, %c_3 : tensor<i32>
    %291 = stablehlo.select %289, %290, %57 : tensor<i1>, tensor<i32>
    %292 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %293 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %294 = stablehlo.select %292, %293, %c_6 : tensor<i1>, tensor<i32>
    %295 = stablehlo.dynamic_update_slice %iterArg_22, %221#4, %291, %294 : (tensor<256x128xi32>, tensor<128x128xi32>, tensor<i32>, tensor<i32>) -> tensor<256x128xi32>
    %296 = stablehlo.broadcast_in_dim %224#3, dims = [1, 2] : (tensor<128x128xf32>) -> tensor<1x128x128xf32>
    %297 = stablehlo.compare LT, %iterArg_13, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %298 = stablehlo.add %iterArg_13, %c_8 : tensor<i32>
    %299 = stablehlo.select %297, %298, %iterArg_13 : tensor<i1>, tensor<i32>
    %300 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %301 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %302 = stablehlo.select %300, %301, %c_6 : tensor<i1>, tensor<i32>
    %303 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %304 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %305 = stablehlo.select %303, %304, %c_6 : tensor<i1>, tensor<i32>
    %306 = stablehlo.dynamic_update_slice %iterArg_23, %296, %299, %302, %305 : (tensor<2x128x128xf32>, tensor<1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x128xf32>
    %307 = stablehlo.broadcast_in_dim %224#0, dims = [1, 2] : (tensor<128x128xf32>) -> tensor<1x128x128xf32>
    %308 = stablehlo.compare LT, %iterArg_13, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %309 = stablehlo.add %iterArg_13, %c_8 : tensor<i32>
    %310 = stablehlo.select %308, %309, %iterArg_13 : tensor<i1>, tensor<i32>
    %311 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %312 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %313 = stablehlo.select %311, %312, %c_6 : tensor<i1>, tensor<i32>
    %314 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %315 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %316 = stablehlo.select %314, %315, %c_6 : tensor<i1>, tensor<i32>
    %317 = stablehlo.dynamic_update_slice %iterArg_24, %307, %310, %313, %316 : (tensor<2x128x128xf32>, tensor<1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x128xf32>
    %318 = stablehlo.broadcast_in_dim %224#1, dims = [1, 2] : (tensor<128x128xf32>) -> tensor<1x128x128xf32>
    %319 = stablehlo.compare LT, %iterArg_13, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %320 = stablehlo.add %iterArg_13, %c_8 : tensor<i32>
    %321 = stablehlo.select %319, %320, %iterArg_13 : tensor<i1>, tensor<i32>
    %322 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %323 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %324 = stablehlo.select %322, %323, %c_6 : tensor<i1>, tensor<i32>
    %325 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %326 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %327 = stablehlo.select %325, %326, %c_6 : tensor<i1>, tensor<i32>
    %328 = stablehlo.dynamic_update_slice %iterArg_25, %318, %321, %324, %327 : (tensor<2x128x128xf32>, tensor<1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x128xf32>
    %329 = stablehlo.broadcast_in_dim %224#2, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %330 = stablehlo.compare LT, %iterArg_13, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %331 = stablehlo.add %iterArg_13, %c_8 : tensor<i32>
    %332 = stablehlo.select %330, %331, %iterArg_13 : tensor<i1>, tensor<i32>
    %333 = stablehlo.compare LT, %iterArg_14, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %334 = stablehlo.add %iterArg_14, %c_7 : tensor<i32>
    %335 = stablehlo.select %333, %334, %iterArg_14 : tensor<i1>, tensor<i32>
    %336 = stablehlo.compare LT, %58, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %337 = stablehlo.add %58, %c_3 : tensor<i32>
    %338 = stablehlo.select %336, %337, %58 : tensor<i1>, tensor<i32>
    %339 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %340 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %341 = stablehlo.select %339, %340, %c_6 : tensor<i1>, tensor<i32>
    %342 = stablehlo.dynamic_update_slice %iterArg_26, %329, %332, %335, %338, %341 : (tensor<2x4x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x256x128xf32>
    %343 = stablehlo.broadcast_in_dim %224#4, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %344 = stablehlo.compare LT, %iterArg_13, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %345 = stablehlo.add %iterArg_13, %c_8 : tensor<i32>
    %346 = stablehlo.select %344, %345, %iterArg_13 : tensor<i1>, tensor<i32>
    %347 = stablehlo.compare LT, %iterArg_14, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %348 = stablehlo.add %iterArg_14, %c_7 : tensor<i32>
    %349 = stablehlo.select %347, %348, %iterArg_14 : tensor<i1>, tensor<i32>
    %350 = stablehlo.compare LT, %59, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %351 = stablehlo.add %59, %c_3 : tensor<i32>
    %352 = stablehlo.select %350, %351, %59 : tensor<i1>, tensor<i32>
    %353 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %354 = stablehlo.add %c_6, %c_5 : tensor<i32>
    %355 = stablehlo.select %353, %354, %c_6 : tensor<i1>, tensor<i32>
    %356 = stablehlo.dynamic_update_slice %iterArg_27, %343, %346, %349, %352, %355 : (tensor<2x4x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x256x128xf32>
    %357 = stablehlo.add %iterArg_12, %c_4 : tensor<i32>
    %358 = stablehlo.add %iterArg_16, %c_4 : tensor<i32>
    %359 = func.call @namtrain_tiny_cpu_fwd___where_1(%c, %358, %iterArg_16) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %360 = stablehlo.compare EQ, %359, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %361 = func.call @namtrain_tiny_cpu_fwd___where_2(%360, %c_6, %359) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %362 = stablehlo.add %iterArg_15, %c_4 : tensor<i32>
    %363 = func.call @namtrain_tiny_cpu_fwd___where_1(%360, %362, %iterArg_15) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %364 = stablehlo.compare EQ, %363, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %365 = func.call @namtrain_tiny_cpu_fwd___where_2(%364, %c_6, %363) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %366 = stablehlo.add %iterArg_14, %c_4 : tensor<i32>
    %367 = func.call @namtrain_tiny_cpu_fwd___where_1(%364, %366, %iterArg_14) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %368 = stablehlo.compare EQ, %367, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %369 = func.call @namtrain_tiny_cpu_fwd___where_2(%368, %c_6, %367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %370 = stablehlo.add %iterArg_13, %c_4 : tensor<i32>
    %371 = func.call @namtrain_tiny_cpu_fwd___where_1(%368, %370, %iterArg_13) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %372 = stablehlo.compare EQ, %371, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %373 = func.call @namtrain_tiny_cpu_fwd___where_2(%372, %c_6, %371) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %iterArg_10, %iterArg_11, %357, %373, %369, %365, %361, %238, %252, %266, %277, %288, %295, %306, %317, %328, %342, %356 : tensor<i32>, tensor<1x2x2xi8>, tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4x256x128xf32>, tensor<2x2x256x128xf32>, tensor<2x2x256x128xf32>, tensor<2x256x128xi32>, tensor<2x8x256xi32>, tensor<256x128xi32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x4x256x128xf32>, tensor<2x4x256x128xf32>
  }
  %12 = stablehlo.slice %11#18 [0:2, 0:4, 0:256, 0:1] : (tensor<2x4x256x128xf32>) -> tensor<2x4x256x1xf32>
  %13 = stablehlo.reshape %12 : (tensor<2x4x256x1xf32>) -> tensor<2x4x256xf32>
  return %11#17, %13 : tensor<2x4x256x128xf32>, tensor<2x4x256xf32>
}
func.func private @namtrain_tiny_cpu_fwd__closed_call(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<128x128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<128x128xf32>, %arg5: tensor<128x128xf32>, %arg6: tensor<128x128xi32>, %arg7: tensor<8x128xi32>, %arg8: tensor<128x128xi32>, %arg9: tensor<128x128xf32>, %arg10: tensor<128x128xf32>, %arg11: tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>) {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0:10 = call @namtrain_tiny_cpu_fwd__closed_call_0(%arg2, %arg3, %arg4, %arg5, %arg0, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11) : (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>)
  %1 = stablehlo.add %arg1, %c : tensor<i32>
  return %1, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#0 : tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>
}
func.func private @namtrain_tiny_cpu_fwd__closed_call_0(%arg0: tensor<128x128xf32>, %arg1: tensor<128x128xf32>, %arg2: tensor<128x128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<i32>, %arg5: tensor<128x128xi32>, %arg6: tensor<8x128xi32>, %arg7: tensor<128x128xi32>, %arg8: tensor<128x128xf32>, %arg9: tensor<128x128xf32>, %arg10: tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>) {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %cst_1 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
  %cst_2 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
  %c = stablehlo.constant dense<8> : tensor<i32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %c_4 = stablehlo.constant dense<127> : tensor<i32>
  %c_5 = stablehlo.constant dense<128> : tensor<i32>
  %c_6 = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.add %arg10, %c_6 : tensor<i32>
  %1 = stablehlo.multiply %arg10, %c_5 : tensor<i32>
  %2 = stablehlo.convert %1 : tensor<i32>
  %3 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %4 = stablehlo.add %2, %c_5 : tensor<i32>
  %5 = stablehlo.select %3, %4, %2 : tensor<i1>, tensor<i32>
  %6 = stablehlo.compare LT, %c_3, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %7 = stablehlo.add %c_3, %c_5 : tensor<i32>
  %8 = stablehlo.select %6, %7, %c_3 : tensor<i1>, tensor<i32>
  %9 = stablehlo.dynamic_slice %arg3, %5, %8, sizes = [128, 128] : (tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<128x128xf32>
  %10 = stablehlo.dot_general %arg2, %9, contracting_dims = [1] x [1] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
  %11 = stablehlo.multiply %arg4, %c_5 : tensor<i32>
  %12 = stablehlo.multiply %arg10, %c_5 : tensor<i32>
  %13 = stablehlo.convert %12 : tensor<i32>
  %14 = stablehlo.add %11, %13 : tensor<i32>
  %15 = stablehlo.iota dim = 1 : tensor<128x128xi32>
  %16 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
  %17 = stablehlo.add %16, %15 : tensor<128x128xi32>
  %18 = stablehlo.reshape %arg5 : (tensor<128x128xi32>) -> tensor<1x128x1x128xi32>
  %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x128x1x128xi32>) -> tensor<1x128x1x128xi32>
  %20 = stablehlo.reshape %19 : (tensor<1x128x1x128xi32>) -> tensor<128x128xi32>
  %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
  %22 = stablehlo.subtract %20, %21 : tensor<128x128xi32>
  %23 = stablehlo.compare LE, %22, %17, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
  %24 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
  %25 = stablehlo.add %20, %24 : tensor<128x128xi32>
  %26 = stablehlo.compare GE, %25, %17, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
  %27 = stablehlo.and %23, %26 : tensor<128x128xi1>
  %28 = stablehlo.convert %1 : tensor<i32>
  %29 = stablehlo.compare LT, %c_3, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %30 = stablehlo.add %c_3, %c : tensor<i32>
  %31 = stablehlo.select %29, %30, %c_3 : tensor<i1>, tensor<i32>
  %32 = stablehlo.compare LT, %28, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %33 = stablehlo.add %28, %c_5 : tensor<i32>
  %34 = stablehlo.select %32, %33, %28 : tensor<i1>, tensor<i32>
  %35 = stablehlo.dynamic_slice %arg6, %31, %34, sizes = [1, 128] : (tensor<8x128xi32>, tensor<i32>, tensor<i32>) -> tensor<1x128xi32>
  %36 = stablehlo.reshape %arg7 : (tensor<128x128xi32>) -> tensor<1x128x1x128xi32>
  %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x128x1x128xi32>) -> tensor<1x128x1x128xi32>
  %38 = stablehlo.reshape %37 : (tensor<1x128x1x128xi32>) -> tensor<128x128xi32>
  %39 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<1x128xi32>) -> tensor<128x128xi32>
  %40 = stablehlo.compare EQ, %38, %39, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
  %41 = stablehlo.and %27, %40 : tensor<128x128xi1>
  %42 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
  %43 = stablehlo.divide %10, %42 : tensor<128x128xf32>
  %44 = stablehlo.tanh %43 : tensor<128x128xf32>
  %45 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
  %46 = stablehlo.multiply %44, %45 : tensor<128x128xf32>
  %47 = call @namtrain_tiny_cpu_fwd___where(%41, %46, %cst_1) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<f32>) -> tensor<128x128xf32>
  %48 = stablehlo.reduce(%47 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
  %49 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
  %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
  %51 = stablehlo.maximum %arg0, %50 : tensor<128x128xf32>
  %52 = stablehlo.reshape %51 : (tensor<128x128xf32>) -> tensor<1x128x1x128xf32>
  %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x128x1x128xf32>) -> tensor<1x128x1x128xf32>
  %54 = stablehlo.reshape %53 : (tensor<1x128x1x128xf32>) -> tensor<128x128xf32>
  %55 = stablehlo.subtract %47, %54 : tensor<128x128xf32>
  %56 = stablehlo.exponential %55 : tensor<128x128xf32>
  %57 = stablehlo.reduce(%56 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
  %58 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<128xf32>) -> tensor<128x128xf32>
  %59 = stablehlo.subtract %arg0, %51 : tensor<128x128xf32>
  %60 = stablehlo.exponential %59 : tensor<128x128xf32>
  %61 = stablehlo.multiply %60, %arg1 : tensor<128x128xf32>
  %62 = stablehlo.add %58, %61 : tensor<128x128xf32>
  %63 = stablehlo.convert %1 : tensor<i32>
  %64 = stablehlo.compare LT, %63, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %65 = stablehlo.add %63, %c_5 : tensor<i32>
  %66 = stablehlo.select %64, %65, %63 : tensor<i1>, tensor<i32>
  %67 = stablehlo.compare LT, %c_3, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %68 = stablehlo.add %c_3, %c_5 : tensor<i32>
  %69 = stablehlo.select %67, %68, %c_3 : tensor<i1>, tensor<i32>
  %70 = stablehlo.dynamic_slice %arg8, %66, %69, sizes = [128, 128] : (tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<128x128xf32>
  %71 = stablehlo.dot_general %56, %70, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
  %72 = stablehlo.reshape %60 : (tensor<128x128xf32>) -> tensor<1x128x1x128xf32>
  %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<1x128x1x128xf32>) -> tensor<1x128x1x128xf32>
  %74 = stablehlo.reshape %73 : (tensor<1x128x1x128xf32>) -> tensor<128x128xf32>
  %75 = stablehlo.multiply %74, %arg9 : tensor<128x128xf32>
  %76 = stablehlo.add %75, %71 : tensor<128x128xf32>
  return %0, %51, %62, %arg2, %arg3, %arg5, %arg6, %arg7, %arg8, %76 : tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>
}
func.func private @namtrain_tiny_cpu_fwd___where(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<f32>) -> tensor<128x128xf32> {
  %0 = stablehlo.convert %arg2 : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<128x128xi1>, tensor<128x128xf32>
  return %2 : tensor<128x128xf32>
}
func.func private @namtrain_tiny_cpu_fwd___where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_tiny_cpu_fwd___where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i32>
  return %1 : tensor<i32>
}
