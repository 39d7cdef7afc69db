func.func private @namtrain_tiny_cpu_bwd(%arg0: tensor<2x256x4x128xf32>, %arg1: tensor<2x256x2x128xf32>, %arg2: tensor<2x256x2x128xf32>, %arg3: tensor<2x256xi32>, %arg4: tensor<2x256x4x128xf32>, %arg5: tensor<2x4x256xf32>, %arg6: tensor<2x256x4x128xf32>) -> (tensor<2x256x4x128xf32> {jax.result_info = "result[0]"}, tensor<2x256x2x128xf32> {jax.result_info = "result[1]"}, tensor<2x256x2x128xf32> {jax.result_info = "result[2]"}) {
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %cst_0 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
  %cst_1 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
  %c = stablehlo.constant dense<127> : tensor<i32>
  %c_2 = stablehlo.constant dense<true> : tensor<i1>
  %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c_4 = stablehlo.constant dense<8> : tensor<i32>
  %c_5 = stablehlo.constant dense<256> : tensor<i32>
  %c_6 = stablehlo.constant dense<128> : tensor<i32>
  %c_7 = stablehlo.constant dense<1> : tensor<i32>
  %c_8 = stablehlo.constant dense<0> : tensor<i32>
  %c_9 = stablehlo.constant dense<4> : tensor<i32>
  %c_10 = stablehlo.constant dense<2> : tensor<i32>
  %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %c_12 = stablehlo.constant dense<"0x000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F000000100000001100000012000000130000001400000015000000160000001700000018000000190000001A0000001B0000001C0000001D0000001E0000001F000000200000002100000022000000230000002400000025000000260000002700000028000000290000002A0000002B0000002C0000002D0000002E0000002F000000300000003100000032000000330000003400000035000000360000003700000038000000390000003A0000003B0000003C0000003D0000003E0000003F000000400000004100000042000000430000004400000045000000460000004700000048000000490000004A0000004B0000004C0000004D0000004E0000004F000000500000005100000052000000530000005400000055000000560000005700000058000000590000005A0000005B0000005C0000005D0000005E0000005F000000600000006100000062000000630000006400000065000000660000006700000068000000690000006A0000006B0000006C0000006D0000006E0000006F000000700000007100000072000000730000007400000075000000760000007700000078000000790000007A0000007B0000007C0000007D0000007E0000007F000000800000008100000082000000830000008400000085000000860000008700000088000000890000008A0000008B0000008C0000008D0000008E0000008F000000900000009100000092000000930000009400000095000000960000009700000098000000990000009A0000009B0000009C0000009D0000009E0000009F000000A0000000A1000000A2000000A3000000A4000000A5000000A6000000A7000000A8000000A9000000AA000000AB000000AC000000AD000000AE000000AF000000B0000000B1000000B2000000B3000000B4000000B5000000B6000000B7000000B8000000B9000000BA000000BB000000BC000000BD000000BE000000BF000000C0000000C1000000C2000000C3000000C4000000C5000000C6000000C7000000C8000000C9000000CA000000CB000000CC000000CD000000CE000000CF000000D0000000D1000000D2000000D3000000D4000000D5000000D6000000D7000000D8000000D9000000DA000000DB000000DC000000DD000000DE000000DF000000E0000000E1000000E2000000E3000000E4000000E5000000E6000000E7000000E8000000E9000000EA000000EB000000EC000000ED000000EE000000EF000000F0000000F1000000F2000000F3000000F4000000F5000000F6000000F7000000F8000000F9000000FA000000FB000000FC000000FD000000FE000000FF000000"> : tensor<256xi32>
  %c_13 = stablehlo.constant dense<[[[0, 0], [1, 1]]]> : tensor<1x2x2xi8>
  %c_14 = stablehlo.constant dense<[[[1, 0], [1, 1]]]> : tensor<1x2x2xi8>
  %c_15 = stablehlo.constant dense<[[[0, 0], [0, 1]]]> : tensor<1x2x2xi8>
  %cst_16 = stablehlo.constant dense<0.0883883461> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x256x4x128xf32>
  %1 = stablehlo.multiply %arg0, %0 : tensor<2x256x4x128xf32>
  %2 = stablehlo.transpose %1, dims = [0, 2, 1, 3] : (tensor<2x256x4x128xf32>) -> tensor<2x4x256x128xf32>
  %3 = stablehlo.transpose %arg1, dims = [0, 2, 1, 3] : (tensor<2x256x2x128xf32>) -> tensor<2x2x256x128xf32>
  %4 = stablehlo.transpose %arg2, dims = [0, 2, 1, 3] : (tensor<2x256x2x128xf32>) -> tensor<2x2x256x128xf32>
  %5 = stablehlo.transpose %arg4, dims = [0, 2, 1, 3] : (tensor<2x256x4x128xf32>) -> tensor<2x4x256x128xf32>
  %6 = stablehlo.transpose %arg6, dims = [0, 2, 1, 3] : (tensor<2x256x4x128xf32>) -> tensor<2x4x256x128xf32>
  %7 = stablehlo.dot_general %5, %6, batching_dims = [0, 1, 2] x [0, 1, 2], contracting_dims = [3] x [3] : (tensor<2x4x256x128xf32>, tensor<2x4x256x128xf32>) -> tensor<2x4x256xf32>
  %8 = stablehlo.broadcast_in_dim %arg3, dims = [0, 2] : (tensor<2x256xi32>) -> tensor<2x8x256xi32>
  %9 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<2x256xi32>) -> tensor<2x256x128xi32>
  %10 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1, 3] : (tensor<2x4x256xf32>) -> tensor<2x4x1x256xf32>
  %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<2x4x1x256xf32>) -> tensor<2x4x8x256xf32>
  %12 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 3] : (tensor<2x4x256xf32>) -> tensor<2x4x1x256xf32>
  %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<2x4x1x256xf32>) -> tensor<2x4x8x256xf32>
  %14 = stablehlo.broadcast_in_dim %c_12, dims = [1] : (tensor<256xi32>) -> tensor<8x256xi32>
  %15 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
  %16 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
  %17 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x2x256x128xf32>
  %18 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x2x256x128xf32>
  %19 = stablehlo.multiply %c_10, %c_10 : tensor<i32>
  %20 = stablehlo.multiply %19, %c_9 : tensor<i32>
  %21 = stablehlo.multiply %20, %c_10 : tensor<i32>
  %22:21 = stablehlo.while(%iterArg = %21, %iterArg_17 = %c_14, %iterArg_18 = %c_13, %iterArg_19 = %c_8, %iterArg_20 = %c_8, %iterArg_21 = %c_8, %iterArg_22 = %c_8, %iterArg_23 = %c_8, %iterArg_24 = %2, %iterArg_25 = %3, %iterArg_26 = %4, %iterArg_27 = %8, %iterArg_28 = %9, %iterArg_29 = %11, %iterArg_30 = %6, %iterArg_31 = %13, %iterArg_32 = %14, %iterArg_33 = %15, %iterArg_34 = %16, %iterArg_35 = %17, %iterArg_36 = %18) : tensor<i32>, tensor<1x2x2xi8>, tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4x256x128xf32>, tensor<2x2x256x128xf32>, tensor<2x2x256x128xf32>, tensor<2x8x256xi32>, tensor<2x256x128xi32>, tensor<2x4x8x256xf32>, tensor<2x4x256x128xf32>, tensor<2x4x8x256xf32>, tensor<8x256xi32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x2x256x128xf32>, tensor<2x2x256x128xf32>
  cond {
    %39 = stablehlo.convert %iterArg : tensor<i32>
    %40 = stablehlo.compare LT, %iterArg_19, %39, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %40 : tensor<i1>
  } do {
    %39 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %40 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %41 = stablehlo.select %39, %40, %c_8 : tensor<i1>, tensor<i32>
    %42 = stablehlo.compare LT, %iterArg_23, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %43 = stablehlo.add %iterArg_23, %c_10 : tensor<i32>
    %44 = stablehlo.select %42, %43, %iterArg_23 : tensor<i1>, tensor<i32>
    %45 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %46 = stablehlo.add %iterArg_21, %c_10 : tensor<i32>
    %47 = stablehlo.select %45, %46, %iterArg_21 : tensor<i1>, tensor<i32>
    %48 = stablehlo.dynamic_slice %iterArg_18, %41, %44, %47, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %49 = stablehlo.reshape %48 : (tensor<1x1x1xi8>) -> tensor<i8>
    %50 = stablehlo.convert %49 : (tensor<i8>) -> tensor<i32>
    %51 = stablehlo.multiply %c_6, %50 : tensor<i32>
    %52 = stablehlo.divide %iterArg_22, %c_10 : tensor<i32>
    %53 = stablehlo.multiply %c_6, %iterArg_21 : tensor<i32>
    %54 = stablehlo.divide %iterArg_22, %c_10 : tensor<i32>
    %55 = stablehlo.multiply %c_6, %iterArg_21 : tensor<i32>
    %56 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %57 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %58 = stablehlo.select %56, %57, %c_8 : tensor<i1>, tensor<i32>
    %59 = stablehlo.compare LT, %iterArg_23, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %60 = stablehlo.add %iterArg_23, %c_10 : tensor<i32>
    %61 = stablehlo.select %59, %60, %iterArg_23 : tensor<i1>, tensor<i32>
    %62 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %63 = stablehlo.add %iterArg_21, %c_10 : tensor<i32>
    %64 = stablehlo.select %62, %63, %iterArg_21 : tensor<i1>, tensor<i32>
    %65 = stablehlo.dynamic_slice %iterArg_18, %58, %61, %64, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %66 = stablehlo.reshape %65 : (tensor<1x1x1xi8>) -> tensor<i8>
    %67 = stablehlo.convert %66 : (tensor<i8>) -> tensor<i32>
    %68 = stablehlo.multiply %c_6, %67 : tensor<i32>
    %69 = stablehlo.multiply %c_6, %iterArg_21 : tensor<i32>
    %70 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %71 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %72 = stablehlo.select %70, %71, %c_8 : tensor<i1>, tensor<i32>
    %73 = stablehlo.compare LT, %iterArg_23, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %74 = stablehlo.add %iterArg_23, %c_10 : tensor<i32>
    %75 = stablehlo.select %73, %74, %iterArg_23 : tensor<i1>, tensor<i32>
    %76 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %77 = stablehlo.add %iterArg_21, %c_10 : tensor<i32>
    %78 = stablehlo.select %76, %77, %iterArg_21 : tensor<i1>, tensor<i32>
    %79 = stablehlo.dynamic_slice %iterArg_18, %72, %75, %78, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %80 = stablehlo.reshape %79 : (tensor<1x1x1xi8>) -> tensor<i8>
    %81 = stablehlo.convert %80 : (tensor<i8>) -> tensor<i32>
    %82 = stablehlo.multiply %c_6, %81 : tensor<i32>
    %83 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %84 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %85 = stablehlo.select %83, %84, %c_8 : tensor<i1>, tensor<i32>
    %86 = stablehlo.compare LT, %iterArg_23, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %87 = stablehlo.add %iterArg_23, %c_10 : tensor<i32>
    %88 = stablehlo.select %86, %87, %iterArg_23 : tensor<i1>, tensor<i32>
    %89 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %90 = stablehlo.add %iterArg_21, %c_10 : tensor<i32>
    %91 = stablehlo.select %89, %90, %iterArg_21 : tensor<i1>, tensor<i32>
    %92 = stablehlo.dynamic_slice %iterArg_18, %85, %88, %91, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %93 = stablehlo.reshape %92 : (tensor<1x1x1xi8>) -> tensor<i8>
    %94 = stablehlo.convert %93 : (tensor<i8>) -> tensor<i32>
    %95 = stablehlo.multiply %c_6, %94 : tensor<i32>
    %96 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %97 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %98 = stablehlo.select %96, %97, %c_8 : tensor<i1>, tensor<i32>
    %99 = stablehlo.compare LT, %iterArg_23, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %100 = stablehlo.add %iterArg_23, %c_10 : tensor<i32>
    %101 = stablehlo.select %99, %100, %iterArg_23 : tensor<i1>, tensor<i32>
    %102 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %103 = stablehlo.add %iterArg_21, %c_10 : tensor<i32>
    %104 = stablehlo.select %102, %103, %iterArg_21 : tensor<i1>, tensor<i32>
    %105 = stablehlo.dynamic_slice %iterArg_18, %98, %101, %104, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %106 = stablehlo.reshape %105 : (tensor<1x1x1xi8>) -> tensor<i8>
    %107 = stablehlo.convert %106 : (tensor<i8>) -> tensor<i32>
    %108 = stablehlo.multiply %c_6, %107 : tensor<i32>
    %109 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %110 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %111 = stablehlo.select %109, %110, %c_8 : tensor<i1>, tensor<i32>
    %112 = stablehlo.compare LT, %iterArg_23, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %113 = stablehlo.add %iterArg_23, %c_10 : tensor<i32>
    %114 = stablehlo.select %112, %113, %iterArg_23 : tensor<i1>, tensor<i32>
    %115 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %116 = stablehlo.add %iterArg_21, %c_10 : tensor<i32>
    %117 = stablehlo.select %115, %116, %iterArg_21 : tensor<i1>, tensor<i32>
    %118 = stablehlo.dynamic_slice %iterArg_18, %111, %114, %117, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %119 = stablehlo.reshape %118 : (tensor<1x1x1xi8>) -> tensor<i8>
    %120 = stablehlo.convert %119 : (tensor<i8>) -> tensor<i32>
    %121 = stablehlo.multiply %c_6, %120 : tensor<i32>
    %122 = stablehlo.divide %iterArg_22, %c_10 : tensor<i32>
    %123 = stablehlo.multiply %c_6, %iterArg_21 : tensor<i32>
    %124 = stablehlo.divide %iterArg_22, %c_10 : tensor<i32>
    %125 = stablehlo.multiply %c_6, %iterArg_21 : tensor<i32>
    %126 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %127 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %128 = stablehlo.select %126, %127, %iterArg_20 : tensor<i1>, tensor<i32>
    %129 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %130 = stablehlo.add %iterArg_22, %c_9 : tensor<i32>
    %131 = stablehlo.select %129, %130, %iterArg_22 : tensor<i1>, tensor<i32>
    %132 = stablehlo.compare LT, %51, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %133 = stablehlo.add %51, %c_5 : tensor<i32>
    %134 = stablehlo.select %132, %133, %51 : tensor<i1>, tensor<i32>
    %135 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %136 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %137 = stablehlo.select %135, %136, %c_8 : tensor<i1>, tensor<i32>
    %138 = stablehlo.dynamic_slice %iterArg_24, %128, %131, %134, %137, sizes = [1, 1, 128, 128] : (tensor<2x4x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %139 = stablehlo.reshape %138 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %140 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %141 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %142 = stablehlo.select %140, %141, %iterArg_20 : tensor<i1>, tensor<i32>
    %143 = stablehlo.compare LT, %52, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %144 = stablehlo.add %52, %c_10 : tensor<i32>
    %145 = stablehlo.select %143, %144, %52 : tensor<i1>, tensor<i32>
    %146 = stablehlo.compare LT, %53, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %147 = stablehlo.add %53, %c_5 : tensor<i32>
    %148 = stablehlo.select %146, %147, %53 : tensor<i1>, tensor<i32>
    %149 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %150 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %151 = stablehlo.select %149, %150, %c_8 : tensor<i1>, tensor<i32>
    %152 = stablehlo.dynamic_slice %iterArg_25, %142, %145, %148, %151, sizes = [1, 1, 128, 128] : (tensor<2x2x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %153 = stablehlo.reshape %152 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %154 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %155 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %156 = stablehlo.select %154, %155, %iterArg_20 : tensor<i1>, tensor<i32>
    %157 = stablehlo.compare LT, %54, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %158 = stablehlo.add %54, %c_10 : tensor<i32>
    %159 = stablehlo.select %157, %158, %54 : tensor<i1>, tensor<i32>
    %160 = stablehlo.compare LT, %55, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %161 = stablehlo.add %55, %c_5 : tensor<i32>
    %162 = stablehlo.select %160, %161, %55 : tensor<i1>, tensor<i32>
    %163 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %164 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %165 = stablehlo.select %163, %164, %c_8 : tensor<i1>, tensor<i32>
    %166 = stablehlo.dynamic_slice %iterArg_26, %156, %159, %162, %165, sizes = [1, 1, 128, 128] : (tensor<2x2x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %167 = stablehlo.reshape %166 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %168 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %169 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %170 = stablehlo.select %168, %169, %iterArg_20 : tensor<i1>, tensor<i32>
    %171 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %172 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %173 = stablehlo.select %171, %172, %c_8 : tensor<i1>, tensor<i32>
    %174 = stablehlo.compare LT, %68, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %175 = stablehlo.add %68, %c_5 : tensor<i32>
    %176 = stablehlo.select %174, %175, %68 : tensor<i1>, tensor<i32>
    %177 = stablehlo.dynamic_slice %iterArg_27, %170, %173, %176, sizes = [1, 8, 128] : (tensor<2x8x256xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x128xi32>
    %178 = stablehlo.reshape %177 : (tensor<1x8x128xi32>) -> tensor<8x128xi32>
    %179 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %180 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %181 = stablehlo.select %179, %180, %iterArg_20 : tensor<i1>, tensor<i32>
    %182 = stablehlo.compare LT, %69, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %183 = stablehlo.add %69, %c_5 : tensor<i32>
    %184 = stablehlo.select %182, %183, %69 : tensor<i1>, tensor<i32>
    %185 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %186 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %187 = stablehlo.select %185, %186, %c_8 : tensor<i1>, tensor<i32>
    %188 = stablehlo.dynamic_slice %iterArg_28, %181, %184, %187, sizes = [1, 128, 128] : (tensor<2x256x128xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xi32>
    %189 = stablehlo.reshape %188 : (tensor<1x128x128xi32>) -> tensor<128x128xi32>
    %190 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %191 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %192 = stablehlo.select %190, %191, %iterArg_20 : tensor<i1>, tensor<i32>
    %193 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %194 = stablehlo.add %iterArg_22, %c_9 : tensor<i32>
    %195 = stablehlo.select %193, %194, %iterArg_22 : tensor<i1>, tensor<i32>
    %196 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %197 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %198 = stablehlo.select %196, %197, %c_8 : tensor<i1>, tensor<i32>
    %199 = stablehlo.compare LT, %82, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %200 = stablehlo.add %82, %c_5 : tensor<i32>
    %201 = stablehlo.select %199, %200, %82 : tensor<i1>, tensor<i32>
    %202 = stablehlo.dynamic_slice %iterArg_29, %192, %195, %198, %201, sizes = [1, 1, 8, 128] : (tensor<2x4x8x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x128xf32>
    %203 = stablehlo.reshape %202 : (tensor<1x1x8x128xf32>) -> tensor<8x128xf32>
    %204 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %205 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %206 = stablehlo.select %204, %205, %iterArg_20 : tensor<i1>, tensor<i32>
    %207 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %208 = stablehlo.add %iterArg_22, %c_9 : tensor<i32>
    %209 = stablehlo.select %207, %208, %iterArg_22 : tensor<i1>, tensor<i32>
    %210 = stablehlo.compare LT, %95, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %211 = stablehlo.add %95, %c_5 : tensor<i32>
    %212 = stablehlo.select %210, %211, %95 : tensor<i1>, tensor<i32>
    %213 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %214 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %215 = stablehlo.select %213, %214, %c_8 : tensor<i1>, tensor<i32>
    %216 = stablehlo.dynamic_slice %iterArg_30, %206, %209, %212, %215, sizes = [1, 1, 128, 128] : (tensor<2x4x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %217 = stablehlo.reshape %216 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %218 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %219 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %220 = stablehlo.select %218, %219, %iterArg_20 : tensor<i1>, tensor<i32>
    %221 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %222 = stablehlo.add %iterArg_22, %c_9 : tensor<i32>
    %223 = stablehlo.select %221, %222, %iterArg_22 : tensor<i1>, tensor<i32>
    %224 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %225 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %226 = stablehlo.select %224, %225, %c_8 : tensor<i1>, tensor<i32>
    %227 = stablehlo.compare LT, %108, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %228 = stablehlo.add %108, %c_5 : tensor<i32>
    %229 = stablehlo.select %227, %228, %108 : tensor<i1>, tensor<i32>
    %230 = stablehlo.dynamic_slice %iterArg_31, %220, %223, %226, %229, sizes = [1, 1, 8, 128] : (tensor<2x4x8x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x128xf32>
    %231 = stablehlo.reshape %230 : (tensor<1x1x8x128xf32>) -> tensor<8x128xf32>
    %232 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %233 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %234 = stablehlo.select %232, %233, %c_8 : tensor<i1>, tensor<i32>
    %235 = stablehlo.compare LT, %121, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %236 = stablehlo.add %121, %c_5 : tensor<i32>
    %237 = stablehlo.select %235, %236, %121 : tensor<i1>, tensor<i32>
    %238 = stablehlo.dynamic_slice %iterArg_32, %234, %237, sizes = [8, 128] : (tensor<8x256xi32>, tensor<i32>, tensor<i32>) -> tensor<8x128xi32>
    %239 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %240 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %241 = stablehlo.select %239, %240, %iterArg_20 : tensor<i1>, tensor<i32>
    %242 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %243 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %244 = stablehlo.select %242, %243, %c_8 : tensor<i1>, tensor<i32>
    %245 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %246 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %247 = stablehlo.select %245, %246, %c_8 : tensor<i1>, tensor<i32>
    %248 = stablehlo.dynamic_slice %iterArg_33, %241, %244, %247, sizes = [1, 128, 128] : (tensor<2x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xf32>
    %249 = stablehlo.reshape %248 : (tensor<1x128x128xf32>) -> tensor<128x128xf32>
    %250 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %251 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %252 = stablehlo.select %250, %251, %iterArg_20 : tensor<i1>, tensor<i32>
    %253 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %254 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %255 = stablehlo.select %253, %254, %c_8 : tensor<i1>, tensor<i32>
    %256 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %257 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %258 = stablehlo.select %256, %257, %c_8 : tensor<i1>, tensor<i32>
    %259 = stablehlo.dynamic_slice %iterArg_34, %252, %255, %258, sizes = [1, 128, 128] : (tensor<2x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xf32>
    %260 = stablehlo.reshape %259 : (tensor<1x128x128xf32>) -> tensor<128x128xf32>
    %261 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %262 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %263 = stablehlo.select %261, %262, %iterArg_20 : tensor<i1>, tensor<i32>
    %264 = stablehlo.compare LT, %122, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %265 = stablehlo.add %122, %c_10 : tensor<i32>
    %266 = stablehlo.select %264, %265, %122 : tensor<i1>, tensor<i32>
    %267 = stablehlo.compare LT, %123, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %268 = stablehlo.add %123, %c_5 : tensor<i32>
    %269 = stablehlo.select %267, %268, %123 : tensor<i1>, tensor<i32>
    %270 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %271 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %272 = stablehlo.select %270, %271, %c_8 : tensor<i1>, tensor<i32>
    %273 = stablehlo.dynamic_slice %iterArg_35, %263, %266, %269, %272, sizes = [1, 1, 128, 128] : (tensor<2x2x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %274 = stablehlo.reshape %273 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %275 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %276 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %277 = stablehlo.select %275, %276, %iterArg_20 : tensor<i1>, tensor<i32>
    %278 = stablehlo.compare LT, %124, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %279 = stablehlo.add %124, %c_10 : tensor<i32>
    %280 = stablehlo.select %278, %279, %124 : tensor<i1>, tensor<i32>
    %281 = stablehlo.compare LT, %125, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %282 = stablehlo.add %125, %c_5 : tensor<i32>
    %283 = stablehlo.select %281, %282, %125 : tensor<i1>, tensor<i32>
    %284 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %285 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %286 = stablehlo.select %284, %285, %c_8 : tensor<i1>, tensor<i32>
    %287 = stablehlo.dynamic_slice %iterArg_36, %277, %280, %283, %286, sizes = [1, 1, 128, 128] : (tensor<2x2x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %288 = stablehlo.reshape %287 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %289 = stablehlo.compare EQ, %iterArg_23, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %290 = stablehlo.remainder %iterArg_22, %c_10 : tensor<i32>
    %291 = stablehlo.compare EQ, %290, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %292 = stablehlo.and %289, %291 : tensor<i1>
    %293 = stablehlo.convert %292 : (tensor<i1>) -> tensor<i32>
    %294:2 = "stablehlo.case"(%293) ({
      stablehlo.return %249, %260 : tensor<128x128xf32>, tensor<128x128xf32>
    }, {
      %495 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %496 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      stablehlo.return %495, %496 : tensor<128x128xf32>, tensor<128x128xf32>
    }) : (tensor<i32>) -> (tensor<128x128xf32>, tensor<128x128xf32>)
    %295 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %296 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %297 = stablehlo.select %295, %296, %c_8 : tensor<i1>, tensor<i32>
    %298 = stablehlo.compare LT, %iterArg_23, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %299 = stablehlo.add %iterArg_23, %c_10 : tensor<i32>
    %300 = stablehlo.select %298, %299, %iterArg_23 : tensor<i1>, tensor<i32>
    %301 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %302 = stablehlo.add %iterArg_21, %c_10 : tensor<i32>
    %303 = stablehlo.select %301, %302, %iterArg_21 : tensor<i1>, tensor<i32>
    %304 = stablehlo.dynamic_slice %iterArg_17, %297, %300, %303, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %305 = stablehlo.reshape %304 : (tensor<1x1x1xi8>) -> tensor<i8>
    %306 = stablehlo.convert %305 : (tensor<i8>) -> tensor<i32>
    %307 = stablehlo.compare GT, %306, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %308 = stablehlo.convert %307 : (tensor<i1>) -> tensor<i32>
    %309:11 = "stablehlo.case"(%308) ({
      stablehlo.return %139, %153, %167, %203, %217, %231, %238, %189, %178, %294#1, %294#0 : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>
    }, {
      %495:15 = stablehlo.while(%iterArg_37 = %iterArg_21, %iterArg_38 = %c_8, %iterArg_39 = %c_8, %iterArg_40 = %139, %iterArg_41 = %153, %iterArg_42 = %167, %iterArg_43 = %203, %iterArg_44 = %217, %iterArg_45 = %231, %iterArg_46 = %238, %iterArg_47 = %189, %iterArg_48 = %178, %iterArg_49 = %294#1, %iterArg_50 = %294#0, %iterArg_51 = %c_8) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>
      cond {
        %496 = stablehlo.compare LT, %iterArg_38, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %496 : tensor<i1>
      } do {
        %496:13 = func.call @namtrain_tiny_cpu_bwd__closed_call(%iterArg_37, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42, %iterArg_43, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %iterArg_51) : (tensor<i32>, tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>)
        %497 = stablehlo.add %iterArg_38, %c_7 : tensor<i32>
        stablehlo.return %iterArg_37, %497, %496#0, %496#1, %496#2, %496#3, %496#4, %496#5, %496#6, %496#7, %496#8, %496#9, %496#10, %496#11, %496#12 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>
      }
      stablehlo.return %495#3, %495#4, %495#5, %495#6, %495#7, %495#8, %495#9, %495#10, %495#11, %495#12, %495#13 : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>
    }) : (tensor<i32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>)
    %310 = stablehlo.compare EQ, %iterArg_23, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %311 = stablehlo.compare EQ, %290, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %312 = stablehlo.and %310, %311 : tensor<i1>
    %313 = stablehlo.convert %312 : (tensor<i1>) -> tensor<i32>
    %314:4 = "stablehlo.case"(%313) ({
      stablehlo.return %309#10, %274, %309#9, %288 : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>
    }, {
      %495 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %496 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      stablehlo.return %495, %309#10, %496, %309#9 : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>
    }) : (tensor<i32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>)
    %315 = stablehlo.broadcast_in_dim %309#0, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %316 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %317 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %318 = stablehlo.select %316, %317, %iterArg_20 : tensor<i1>, tensor<i32>
    %319 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %320 = stablehlo.add %iterArg_22, %c_9 : tensor<i32>
    %321 = stablehlo.select %319, %320, %iterArg_22 : tensor<i1>, tensor<i32>
    %322 = stablehlo.compare LT, %51, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %323 = stablehlo.add %51, %c_5 : tensor<i32>
    %324 = stablehlo.select %322, %323, %51 : tensor<i1>, tensor<i32>
    %325 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %326 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %327 = stablehlo.select %325, %326, %c_8 : tensor<i1>, tensor<i32>
    %328 = stablehlo.dynamic_update_slice %iterArg_24, %315, %318, %321, %324, %327 : (tensor<2x4x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x256x128xf32>
    %329 = stablehlo.broadcast_in_dim %309#1, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %330 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %331 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %332 = stablehlo.select %330, %331, %iterArg_20 : tensor<i1>, tensor<i32>
    %333 = stablehlo.compare LT, %52, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %334 = stablehlo.add %52, %c_10 : tensor<i32>
    %335 = stablehlo.select %333, %334, %52 : tensor<i1>, tensor<i32>
    %336 = stablehlo.compare LT, %53, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %337 = stablehlo.add %53, %c_5 : tensor<i32>
    %338 = stablehlo.select %336, %337, %53 : tensor<i1>, tensor<i32>
    %339 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %340 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %341 = stablehlo.select %339, %340, %c_8 : tensor<i1>, tensor<i32>
    %342 = stablehlo.dynamic_update_slice %iterArg_25, %329, %332, %335, %338, %341 : (tensor<2x2x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x256x128xf32>
    %343 = stablehlo.broadcast_in_dim %309#2, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %344 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %345 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %346 = stablehlo.select %344, %345, %iterArg_20 : tensor<i1>, tensor<i32>
    %347 = stablehlo.compare LT, %54, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %348 = stablehlo.add %54, %c_10 : tensor<i32>
    %349 = stablehlo.select %347, %348, %54 : tensor<i1>, tensor<i32>
    %350 = stablehlo.compare LT, %55, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %351 = stablehlo.add %55, %c_5 : tensor<i32>
    %352 = stablehlo.select %350, %351, %55 : tensor<i1>, tensor<i32>
    %353 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %354 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %355 = stablehlo.select %353, %354, %c_8 : tensor<i1>, tensor<i32>
    %356 = stablehlo.dynamic_update_slice %iterArg_26, %343, %346, %349, %352, %355 : (tensor<2x2x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x256x128xf32>
    %357 = stablehlo.broadcast_in_dim %309#8, dims = [1, 2] : (tensor<8x128xi32>) -> tensor<1x8x128xi32>
    %358 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %359 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %360 = stablehlo.select %358, %359, %iterArg_20 : tensor<i1>, tensor<i32>
    %361 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %362 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %363 = stablehlo.select %361, %362, %c_8 : tensor<i1>, tensor<i32>
    %364 = stablehlo.compare LT, %68, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %365 = stablehlo.add %68, %c_5 : tensor<i32>
    %366 = stablehlo.select %364, %365, %68 : tensor<i1>, tensor<i32>
    %367 = stablehlo.dynamic_update_slice %iterArg_27, %357, %360, %363, %366 : (tensor<2x8x256xi32>, tensor<1x8x128xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x256xi32>
    %368 = stablehlo.broadcast_in_dim %309#7, dims = [1, 2] : (tensor<128x128xi32>) -> tensor<1x128x128xi32>
    %369 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %370 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %371 = stablehlo.select %369, %370, %iterArg_20 : tensor<i1>, tensor<i32>
    %372 = stablehlo.compare LT, %69, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %373 = stablehlo.add %69, %c_5 : tensor<i32>
    %374 = stablehlo.select %372, %373, %69 : tensor<i1>, tensor<i32>
    %375 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %376 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %377 = stablehlo.select %375, %376, %c_8 : tensor<i1>, tensor<i32>
    %378 = stablehlo.dynamic_update_slice %iterArg_28, %368, %371, %374, %377 : (tensor<2x256x128xi32>, tensor<1x128x128xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x128xi32>
    %379 = stablehlo.broadcast_in_dim %309#3, dims = [2, 3] : (tensor<8x128xf32>) -> tensor<1x1x8x128xf32>
    %380 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %381 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %382 = stablehlo.select %380, %381, %iterArg_20 : tensor<i1>, tensor<i32>
    %383 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %384 = stablehlo.add %iterArg_22, %c_9 : tensor<i32>
    %385 = stablehlo.select %383, %384, %iterArg_22 : tensor<i1>, tensor<i32>
    %386 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %387 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %388 = stablehlo.select %386, %387, %c_8 : tensor<i1>, tensor<i32>
    %389 = stablehlo.compare LT, %82, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %390 = stablehlo.add %82, %c_5 : tensor<i32>
    %391 = stablehlo.select %389, %390, %82 : tensor<i1>, tensor<i32>
    %392 = stablehlo.dynamic_update_slice %iterArg_29, %379, %382, %385, %388, %391 : (tensor<2x4x8x256xf32>, tensor<1x1x8x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x8x256xf32>
    %393 = stablehlo.broadcast_in_dim %309#4, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %394 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %395 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %396 = stablehlo.select %394, %395, %iterArg_20 : tensor<i1>, tensor<i32>
    %397 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %398 = stablehlo.add %iterArg_22, %c_9 : tensor<i32>
    %399 = stablehlo.select %397, %398, %iterArg_22 : tensor<i1>, tensor<i32>
    %400 = stablehlo.compare LT, %95, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %401 = stablehlo.add %95, %c_5 : tensor<i32>
    %402 = stablehlo.select %400, %401, %95 : tensor<i1>, tensor<i32>
    %403 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %404 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %405 = stablehlo.select %403, %404, %c_8 : tensor<i1>, tensor<i32>
    %406 = stablehlo.dynamic_update_slice %iterArg_30, %393, %396, %399, %402, %405 : (tensor<2x4x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x256x128xf32>
    %407 = stablehlo.broadcast_in_dim %309#5, dims = [2, 3] : (tensor<8x128xf32>) -> tensor<1x1x8x128xf32>
    %408 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %409 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %410 = stablehlo.select %408, %409, %iterArg_20 : tensor<i1>, tensor<i32>
    %411 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %412 = stablehlo.add %iterArg_22, %c_9 : tensor<i32>
    %413 = stablehlo.select %411, %412, %iterArg_22 : tensor<i1>, tensor<i32>
    %414 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %415 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %416 = stablehlo.select %414, %415, %c_8 : tensor<i1>, tensor<i32>
    %417 = stablehlo.compare LT, %108, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %418 = stablehlo.add %108, %c_5 : tensor<i32>
    %419 = stablehlo.select %417, %418, %108 : tensor<i1>, tensor<i32>
    %420 = stablehlo.dynamic_update_slice %iterArg_31, %407, %410, %413, %416, %419 : (tensor<2x4x8x256xf32>, tensor<1x1x8x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x8x256xf32>
    %421 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %422 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %423 = stablehlo.select %421, %422, %c_8 : tensor<i1>, tensor<i32>
    %424 = stablehlo.compare LT, %121, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %425 = stablehlo.add %121, %c_5 : tensor<i32>
    %426 = stablehlo.select %424, %425, %121 : tensor<i1>, tensor<i32>
    %427 = stablehlo.dynamic_update_slice %iterArg_32, %309#6, %423, %426 : (tensor<8x256xi32>, tensor<8x128xi32>, tensor<i32>, tensor<i32>) -> tensor<8x256xi32>
    %428 = stablehlo.broadcast_in_dim %314#0, dims = [1, 2] : (tensor<128x128xf32>) -> tensor<1x128x128xf32>
    %429 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %430 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %431 = stablehlo.select %429, %430, %iterArg_20 : tensor<i1>, tensor<i32>
    %432 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %433 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %434 = stablehlo.select %432, %433, %c_8 : tensor<i1>, tensor<i32>
    %435 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %436 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %437 = stablehlo.select %435, %436, %c_8 : tensor<i1>, tensor<i32>
    %438 = stablehlo.dynamic_update_slice %iterArg_33, %428, %431, %434, %437 : (tensor<2x128x128xf32>, tensor<1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x128xf32>
    %439 = stablehlo.broadcast_in_dim %314#2, dims = [1, 2] : (tensor<128x128xf32>) -> tensor<1x128x128xf32>
    %440 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %441 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %442 = stablehlo.select %440, %441, %iterArg_20 : tensor<i1>, tensor<i32>
    %443 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %444 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %445 = stablehlo.select %443, %444, %c_8 : tensor<i1>, tensor<i32>
    %446 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %447 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %448 = stablehlo.select %446, %447, %c_8 : tensor<i1>, tensor<i32>
    %449 = stablehlo.dynamic_update_slice %iterArg_34, %439, %442, %445, %448 : (tensor<2x128x128xf32>, tensor<1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x128xf32>
    %450 = stablehlo.broadcast_in_dim %314#1, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %451 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %452 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %453 = stablehlo.select %451, %452, %iterArg_20 : tensor<i1>, tensor<i32>
    %454 = stablehlo.compare LT, %122, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %455 = stablehlo.add %122, %c_10 : tensor<i32>
    %456 = stablehlo.select %454, %455, %122 : tensor<i1>, tensor<i32>
    %457 = stablehlo.compare LT, %123, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %458 = stablehlo.add %123, %c_5 : tensor<i32>
    %459 = stablehlo.select %457, %458, %123 : tensor<i1>, tensor<i32>
    %460 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %461 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %462 = stablehlo.select %460, %461, %c_8 : tensor<i1>, tensor<i32>
    %463 = stablehlo.dynamic_update_slice %iterArg_35, %450, %453, %456, %459, %462 : (tensor<2x2x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x256x128xf32>
    %464 = stablehlo.broadcast_in_dim %314#3, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %465 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %466 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %467 = stablehlo.select %465, %466, %iterArg_20 : tensor<i1>, tensor<i32>
    %468 = stablehlo.compare LT, %124, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %469 = stablehlo.add %124, %c_10 : tensor<i32>
    %470 = stablehlo.select %468, %469, %124 : tensor<i1>, tensor<i32>
    %471 = stablehlo.compare LT, %125, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %472 = stablehlo.add %125, %c_5 : tensor<i32>
    %473 = stablehlo.select %471, %472, %125 : tensor<i1>, tensor<i32>
    %474 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %475 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %476 = stablehlo.select %474, %475, %c_8 : tensor<i1>, tensor<i32>
    %477 = stablehlo.dynamic_update_slice %iterArg_36, %464, %467, %470, %473, %476 : (tensor<2x2x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x256x128xf32>
    %478 = stablehlo.add %iterArg_19, %c_7 : tensor<i32>
    %479 = stablehlo.add %iterArg_23, %c_7 : tensor<i32>
    %480 = func.call @namtrain_tiny_cpu_bwd___where_1(%c_2, %479, %iterArg_23) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %481 = stablehlo.compare EQ, %480, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %482 = func.call @namtrain_tiny_cpu_bwd___where_2(%481, %c_8, %480) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %483 = stablehlo.add %iterArg_22, %c_7 : tensor<i32>
    %484 = func.call @namtrain_tiny_cpu_bwd___where_1(%481, %483, %iterArg_22) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %485 = stablehlo.compare EQ, %484, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %486 = func.call @namtrain_tiny_cpu_bwd___where_2(%485, %c_8, %484) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %487 = stablehlo.add %iterArg_21, %c_7 : tensor<i32>
    %488 = func.call @namtrain_tiny_cpu_bwd___where_1(%485, %487, %iterArg_21) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %489 = stablehlo.compare EQ, %488, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %490 = func.call @namtrain_tiny_cpu_bwd___where_2(%489, %c_8, %488) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %491 = stablehlo.add %iterArg_20, %c_7 : tensor<i32>
    %492 = func.call @namtrain_tiny_cpu_bwd___where_1(%489, %491, %iterArg_20) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %493 = stablehlo.compare EQ, %492, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %494 = func.call @namtrain_tiny_cpu_bwd___where_2(%493, %c_8, %492) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %iterArg_17, %iterArg_18, %478, %494, %490, %486, %482, %328, %342, %356, %367, %378, %392, %406, %420, %427, %438, %449, %463, %477 : tensor<i32>, tensor<1x2x2xi8>, tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4x256x128xf32>, tensor<2x2x256x128xf32>, tensor<2x2x256x128xf32>, tensor<2x8x256xi32>, tensor<2x256x128xi32>, tensor<2x4x8x256xf32>, tensor<2x4x256x128xf32>, tensor<2x4x8x256xf32>, tensor<8x256xi32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x2x256x128xf32>, tensor<2x2x256x128xf32>
  }
  %23 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<2x256xi32>) -> tensor<2x256x128xi32>
  %24 = stablehlo.broadcast_in_dim %arg3, dims = [0, 2] : (tensor<2x256xi32>) -> tensor<2x8x256xi32>
  %25 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1, 3] : (tensor<2x4x256xf32>) -> tensor<2x4x1x256xf32>
  %26 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 3] : (tensor<2x4x256xf32>) -> tensor<2x4x1x256xf32>
  %27 = stablehlo.broadcast_in_dim %c_12, dims = [0] : (tensor<256xi32>) -> tensor<256x128xi32>
  %28 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
  %29 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x4x256x128xf32>
  %30 = stablehlo.multiply %c_10, %c_9 : tensor<i32>
  %31 = stablehlo.multiply %30, %c_10 : tensor<i32>
  %32 = stablehlo.multiply %31, %c_10 : tensor<i32>
  %33:19 = stablehlo.while(%iterArg = %32, %iterArg_17 = %c_14, %iterArg_18 = %c_15, %iterArg_19 = %c_8, %iterArg_20 = %c_8, %iterArg_21 = %c_8, %iterArg_22 = %c_8, %iterArg_23 = %c_8, %iterArg_24 = %2, %iterArg_25 = %3, %iterArg_26 = %4, %iterArg_27 = %23, %iterArg_28 = %24, %iterArg_29 = %25, %iterArg_30 = %6, %iterArg_31 = %26, %iterArg_32 = %27, %iterArg_33 = %28, %iterArg_34 = %29) : tensor<i32>, tensor<1x2x2xi8>, tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4x256x128xf32>, tensor<2x2x256x128xf32>, tensor<2x2x256x128xf32>, tensor<2x256x128xi32>, tensor<2x8x256xi32>, tensor<2x4x1x256xf32>, tensor<2x4x256x128xf32>, tensor<2x4x1x256xf32>, tensor<256x128xi32>, tensor<2x128x128xf32>, tensor<2x4x256x128xf32>
  cond {
    %39 = stablehlo.convert %iterArg : tensor<i32>
    %40 = stablehlo.compare LT, %iterArg_19, %39, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %40 : tensor<i1>
  } do {
    %39 = stablehlo.multiply %c_6, %iterArg_22 : tensor<i32>
    %40 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %41 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %42 = stablehlo.select %40, %41, %c_8 : tensor<i1>, tensor<i32>
    %43 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %44 = stablehlo.add %iterArg_22, %c_10 : tensor<i32>
    %45 = stablehlo.select %43, %44, %iterArg_22 : tensor<i1>, tensor<i32>
    %46 = stablehlo.compare LT, %iterArg_23, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %47 = stablehlo.add %iterArg_23, %c_10 : tensor<i32>
    %48 = stablehlo.select %46, %47, %iterArg_23 : tensor<i1>, tensor<i32>
    %49 = stablehlo.dynamic_slice %iterArg_18, %42, %45, %48, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %50 = stablehlo.reshape %49 : (tensor<1x1x1xi8>) -> tensor<i8>
    %51 = stablehlo.convert %50 : (tensor<i8>) -> tensor<i32>
    %52 = stablehlo.divide %iterArg_21, %c_10 : tensor<i32>
    %53 = stablehlo.multiply %c_6, %51 : tensor<i32>
    %54 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %55 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %56 = stablehlo.select %54, %55, %c_8 : tensor<i1>, tensor<i32>
    %57 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %58 = stablehlo.add %iterArg_22, %c_10 : tensor<i32>
    %59 = stablehlo.select %57, %58, %iterArg_22 : tensor<i1>, tensor<i32>
    %60 = stablehlo.compare LT, %iterArg_23, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %61 = stablehlo.add %iterArg_23, %c_10 : tensor<i32>
    %62 = stablehlo.select %60, %61, %iterArg_23 : tensor<i1>, tensor<i32>
    %63 = stablehlo.dynamic_slice %iterArg_18, %56, %59, %62, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %64 = stablehlo.reshape %63 : (tensor<1x1x1xi8>) -> tensor<i8>
    %65 = stablehlo.convert %64 : (tensor<i8>) -> tensor<i32>
    %66 = stablehlo.divide %iterArg_21, %c_10 : tensor<i32>
    %67 = stablehlo.multiply %c_6, %65 : tensor<i32>
    %68 = stablehlo.multiply %c_6, %iterArg_22 : tensor<i32>
    %69 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %70 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %71 = stablehlo.select %69, %70, %c_8 : tensor<i1>, tensor<i32>
    %72 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %73 = stablehlo.add %iterArg_22, %c_10 : tensor<i32>
    %74 = stablehlo.select %72, %73, %iterArg_22 : tensor<i1>, tensor<i32>
    %75 = stablehlo.compare LT, %iterArg_23, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %76 = stablehlo.add %iterArg_23, %c_10 : tensor<i32>
    %77 = stablehlo.select %75, %76, %iterArg_23 : tensor<i1>, tensor<i32>
    %78 = stablehlo.dynamic_slice %iterArg_18, %71, %74, %77, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %79 = stablehlo.reshape %78 : (tensor<1x1x1xi8>) -> tensor<i8>
    %80 = stablehlo.convert %79 : (tensor<i8>) -> tensor<i32>
    %81 = stablehlo.multiply %c_6, %80 : tensor<i32>
    %82 = stablehlo.multiply %c_6, %iterArg_22 : tensor<i32>
    %83 = stablehlo.multiply %c_6, %iterArg_22 : tensor<i32>
    %84 = stablehlo.multiply %c_6, %iterArg_22 : tensor<i32>
    %85 = stablehlo.multiply %c_6, %iterArg_22 : tensor<i32>
    %86 = stablehlo.multiply %c_6, %iterArg_22 : tensor<i32>
    %87 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %88 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %89 = stablehlo.select %87, %88, %iterArg_20 : tensor<i1>, tensor<i32>
    %90 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %91 = stablehlo.add %iterArg_21, %c_9 : tensor<i32>
    %92 = stablehlo.select %90, %91, %iterArg_21 : tensor<i1>, tensor<i32>
    %93 = stablehlo.compare LT, %39, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %94 = stablehlo.add %39, %c_5 : tensor<i32>
    %95 = stablehlo.select %93, %94, %39 : tensor<i1>, tensor<i32>
    %96 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %97 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %98 = stablehlo.select %96, %97, %c_8 : tensor<i1>, tensor<i32>
    %99 = stablehlo.dynamic_slice %iterArg_24, %89, %92, %95, %98, sizes = [1, 1, 128, 128] : (tensor<2x4x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %100 = stablehlo.reshape %99 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %101 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %102 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %103 = stablehlo.select %101, %102, %iterArg_20 : tensor<i1>, tensor<i32>
    %104 = stablehlo.compare LT, %52, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %105 = stablehlo.add %52, %c_10 : tensor<i32>
    %106 = stablehlo.select %104, %105, %52 : tensor<i1>, tensor<i32>
    %107 = stablehlo.compare LT, %53, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %108 = stablehlo.add %53, %c_5 : tensor<i32>
    %109 = stablehlo.select %107, %108, %53 : tensor<i1>, tensor<i32>
    %110 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %111 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %112 = stablehlo.select %110, %111, %c_8 : tensor<i1>, tensor<i32>
    %113 = stablehlo.dynamic_slice %iterArg_25, %103, %106, %109, %112, sizes = [1, 1, 128, 128] : (tensor<2x2x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %114 = stablehlo.reshape %113 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %115 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %116 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %117 = stablehlo.select %115, %116, %iterArg_20 : tensor<i1>, tensor<i32>
    %118 = stablehlo.compare LT, %66, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %119 = stablehlo.add %66, %c_10 : tensor<i32>
    %120 = stablehlo.select %118, %119, %66 : tensor<i1>, tensor<i32>
    %121 = stablehlo.compare LT, %67, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %122 = stablehlo.add %67, %c_5 : tensor<i32>
    %123 = stablehlo.select %121, %122, %67 : tensor<i1>, tensor<i32>
    %124 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %125 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %126 = stablehlo.select %124, %125, %c_8 : tensor<i1>, tensor<i32>
    %127 = stablehlo.dynamic_slice %iterArg_26, %117, %120, %123, %126, sizes = [1, 1, 128, 128] : (tensor<2x2x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %128 = stablehlo.reshape %127 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %129 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %130 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %131 = stablehlo.select %129, %130, %iterArg_20 : tensor<i1>, tensor<i32>
    %132 = stablehlo.compare LT, %68, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %133 = stablehlo.add %68, %c_5 : tensor<i32>
    %134 = stablehlo.select %132, %133, %68 : tensor<i1>, tensor<i32>
    %135 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %136 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %137 = stablehlo.select %135, %136, %c_8 : tensor<i1>, tensor<i32>
    %138 = stablehlo.dynamic_slice %iterArg_27, %131, %134, %137, sizes = [1, 128, 128] : (tensor<2x256x128xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xi32>
    %139 = stablehlo.reshape %138 : (tensor<1x128x128xi32>) -> tensor<128x128xi32>
    %140 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %141 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %142 = stablehlo.select %140, %141, %iterArg_20 : tensor<i1>, tensor<i32>
    %143 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %144 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %145 = stablehlo.select %143, %144, %c_8 : tensor<i1>, tensor<i32>
    %146 = stablehlo.compare LT, %81, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %147 = stablehlo.add %81, %c_5 : tensor<i32>
    %148 = stablehlo.select %146, %147, %81 : tensor<i1>, tensor<i32>
    %149 = stablehlo.dynamic_slice %iterArg_28, %142, %145, %148, sizes = [1, 8, 128] : (tensor<2x8x256xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x128xi32>
    %150 = stablehlo.reshape %149 : (tensor<1x8x128xi32>) -> tensor<8x128xi32>
    %151 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %152 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %153 = stablehlo.select %151, %152, %iterArg_20 : tensor<i1>, tensor<i32>
    %154 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %155 = stablehlo.add %iterArg_21, %c_9 : tensor<i32>
    %156 = stablehlo.select %154, %155, %iterArg_21 : tensor<i1>, tensor<i32>
    %157 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %158 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %159 = stablehlo.select %157, %158, %c_8 : tensor<i1>, tensor<i32>
    %160 = stablehlo.compare LT, %82, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %161 = stablehlo.add %82, %c_5 : tensor<i32>
    %162 = stablehlo.select %160, %161, %82 : tensor<i1>, tensor<i32>
    %163 = stablehlo.dynamic_slice %iterArg_29, %153, %156, %159, %162, sizes = [1, 1, 1, 128] : (tensor<2x4x1x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x128xf32>
    %164 = stablehlo.reshape %163 : (tensor<1x1x1x128xf32>) -> tensor<1x128xf32>
    %165 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %166 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %167 = stablehlo.select %165, %166, %iterArg_20 : tensor<i1>, tensor<i32>
    %168 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %169 = stablehlo.add %iterArg_21, %c_9 : tensor<i32>
    %170 = stablehlo.select %168, %169, %iterArg_21 : tensor<i1>, tensor<i32>
    %171 = stablehlo.compare LT, %83, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %172 = stablehlo.add %83, %c_5 : tensor<i32>
    %173 = stablehlo.select %171, %172, %83 : tensor<i1>, tensor<i32>
    %174 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %175 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %176 = stablehlo.select %174, %175, %c_8 : tensor<i1>, tensor<i32>
    %177 = stablehlo.dynamic_slice %iterArg_30, %167, %170, %173, %176, sizes = [1, 1, 128, 128] : (tensor<2x4x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %178 = stablehlo.reshape %177 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %179 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %180 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %181 = stablehlo.select %179, %180, %iterArg_20 : tensor<i1>, tensor<i32>
    %182 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %183 = stablehlo.add %iterArg_21, %c_9 : tensor<i32>
    %184 = stablehlo.select %182, %183, %iterArg_21 : tensor<i1>, tensor<i32>
    %185 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %186 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %187 = stablehlo.select %185, %186, %c_8 : tensor<i1>, tensor<i32>
    %188 = stablehlo.compare LT, %84, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %189 = stablehlo.add %84, %c_5 : tensor<i32>
    %190 = stablehlo.select %188, %189, %84 : tensor<i1>, tensor<i32>
    %191 = stablehlo.dynamic_slice %iterArg_31, %181, %184, %187, %190, sizes = [1, 1, 1, 128] : (tensor<2x4x1x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x128xf32>
    %192 = stablehlo.reshape %191 : (tensor<1x1x1x128xf32>) -> tensor<1x128xf32>
    %193 = stablehlo.compare LT, %85, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %194 = stablehlo.add %85, %c_5 : tensor<i32>
    %195 = stablehlo.select %193, %194, %85 : tensor<i1>, tensor<i32>
    %196 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %197 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %198 = stablehlo.select %196, %197, %c_8 : tensor<i1>, tensor<i32>
    %199 = stablehlo.dynamic_slice %iterArg_32, %195, %198, sizes = [128, 128] : (tensor<256x128xi32>, tensor<i32>, tensor<i32>) -> tensor<128x128xi32>
    %200 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %201 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %202 = stablehlo.select %200, %201, %iterArg_20 : tensor<i1>, tensor<i32>
    %203 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %204 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %205 = stablehlo.select %203, %204, %c_8 : tensor<i1>, tensor<i32>
    %206 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %207 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %208 = stablehlo.select %206, %207, %c_8 : tensor<i1>, tensor<i32>
    %209 = stablehlo.dynamic_slice %iterArg_33, %202, %205, %208, sizes = [1, 128, 128] : (tensor<2x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xf32>
    %210 = stablehlo.reshape %209 : (tensor<1x128x128xf32>) -> tensor<128x128xf32>
    %211 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %212 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %213 = stablehlo.select %211, %212, %iterArg_20 : tensor<i1>, tensor<i32>
    %214 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %215 = stablehlo.add %iterArg_21, %c_9 : tensor<i32>
    %216 = stablehlo.select %214, %215, %iterArg_21 : tensor<i1>, tensor<i32>
    %217 = stablehlo.compare LT, %86, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %218 = stablehlo.add %86, %c_5 : tensor<i32>
    %219 = stablehlo.select %217, %218, %86 : tensor<i1>, tensor<i32>
    %220 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %221 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %222 = stablehlo.select %220, %221, %c_8 : tensor<i1>, tensor<i32>
    %223 = stablehlo.dynamic_slice %iterArg_34, %213, %216, %219, %222, sizes = [1, 1, 128, 128] : (tensor<2x4x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %224 = stablehlo.reshape %223 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %225 = stablehlo.compare EQ, %iterArg_23, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %226 = stablehlo.convert %225 : (tensor<i1>) -> tensor<i32>
    %227 = "stablehlo.case"(%226) ({
      stablehlo.return %210 : tensor<128x128xf32>
    }, {
      %413 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      stablehlo.return %413 : tensor<128x128xf32>
    }) : (tensor<i32>) -> tensor<128x128xf32>
    %228 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %229 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %230 = stablehlo.select %228, %229, %c_8 : tensor<i1>, tensor<i32>
    %231 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %232 = stablehlo.add %iterArg_22, %c_10 : tensor<i32>
    %233 = stablehlo.select %231, %232, %iterArg_22 : tensor<i1>, tensor<i32>
    %234 = stablehlo.compare LT, %iterArg_23, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %235 = stablehlo.add %iterArg_23, %c_10 : tensor<i32>
    %236 = stablehlo.select %234, %235, %iterArg_23 : tensor<i1>, tensor<i32>
    %237 = stablehlo.dynamic_slice %iterArg_17, %230, %233, %236, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %238 = stablehlo.reshape %237 : (tensor<1x1x1xi8>) -> tensor<i8>
    %239 = stablehlo.convert %238 : (tensor<i8>) -> tensor<i32>
    %240 = stablehlo.compare GT, %239, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %241 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %242 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %243 = stablehlo.select %241, %242, %c_8 : tensor<i1>, tensor<i32>
    %244 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %245 = stablehlo.add %iterArg_22, %c_10 : tensor<i32>
    %246 = stablehlo.select %244, %245, %iterArg_22 : tensor<i1>, tensor<i32>
    %247 = stablehlo.compare LT, %iterArg_23, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %248 = stablehlo.add %iterArg_23, %c_10 : tensor<i32>
    %249 = stablehlo.select %247, %248, %iterArg_23 : tensor<i1>, tensor<i32>
    %250 = stablehlo.dynamic_slice %iterArg_18, %243, %246, %249, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %251 = stablehlo.reshape %250 : (tensor<1x1x1xi8>) -> tensor<i8>
    %252 = stablehlo.convert %251 : (tensor<i8>) -> tensor<i32>
    %253 = stablehlo.convert %240 : (tensor<i1>) -> tensor<i32>
    %254 = "stablehlo.case"(%253) ({
      stablehlo.return %227 : tensor<128x128xf32>
    }, {
      %413 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %414 = stablehlo.add %c_8, %c_7 : tensor<i32>
      %415 = stablehlo.select %413, %414, %c_8 : tensor<i1>, tensor<i32>
      %416 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %417 = stablehlo.add %c_8, %c_6 : tensor<i32>
      %418 = stablehlo.select %416, %417, %c_8 : tensor<i1>, tensor<i32>
      %419 = stablehlo.dynamic_slice %164, %415, %418, sizes = [1, 128] : (tensor<1x128xf32>, tensor<i32>, tensor<i32>) -> tensor<1x128xf32>
      %420 = stablehlo.reshape %419 : (tensor<1x128xf32>) -> tensor<128xf32>
      %421 = stablehlo.broadcast_in_dim %420, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
      %422 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %423 = stablehlo.add %c_8, %c_7 : tensor<i32>
      %424 = stablehlo.select %422, %423, %c_8 : tensor<i1>, tensor<i32>
      %425 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %426 = stablehlo.add %c_8, %c_6 : tensor<i32>
      %427 = stablehlo.select %425, %426, %c_8 : tensor<i1>, tensor<i32>
      %428 = stablehlo.dynamic_slice %192, %424, %427, sizes = [1, 128] : (tensor<1x128xf32>, tensor<i32>, tensor<i32>) -> tensor<1x128xf32>
      %429 = stablehlo.reshape %428 : (tensor<1x128xf32>) -> tensor<128xf32>
      %430 = stablehlo.broadcast_in_dim %429, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
      %431 = stablehlo.dot_general %100, %114, contracting_dims = [1] x [1] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
      %432 = stablehlo.multiply %252, %c_6 : tensor<i32>
      %433 = stablehlo.iota dim = 1 : tensor<128x128xi32>
      %434 = stablehlo.broadcast_in_dim %432, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
      %435 = stablehlo.add %434, %433 : tensor<128x128xi32>
      %436 = stablehlo.reshape %199 : (tensor<128x128xi32>) -> tensor<1x128x1x128xi32>
      %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2, 3] : (tensor<1x128x1x128xi32>) -> tensor<1x128x1x128xi32>
      %438 = stablehlo.reshape %437 : (tensor<1x128x1x128xi32>) -> tensor<128x128xi32>
      %439 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
      %440 = stablehlo.subtract %438, %439 : tensor<128x128xi32>
      %441 = stablehlo.compare LE, %440, %435, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
      %442 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
      %443 = stablehlo.add %438, %442 : tensor<128x128xi32>
      %444 = stablehlo.compare GE, %443, %435, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
      %445 = stablehlo.and %441, %444 : tensor<128x128xi1>
      %446 = stablehlo.slice %150 [0:1, 0:128] : (tensor<8x128xi32>) -> tensor<1x128xi32>
      %447 = stablehlo.reshape %139 : (tensor<128x128xi32>) -> tensor<1x128x1x128xi32>
      %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1, 2, 3] : (tensor<1x128x1x128xi32>) -> tensor<1x128x1x128xi32>
      %449 = stablehlo.reshape %448 : (tensor<1x128x1x128xi32>) -> tensor<128x128xi32>
      %450 = stablehlo.broadcast_in_dim %446, dims = [0, 1] : (tensor<1x128xi32>) -> tensor<128x128xi32>
      %451 = stablehlo.compare EQ, %449, %450, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
      %452 = stablehlo.and %445, %451 : tensor<128x128xi1>
      %453 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %454 = stablehlo.divide %431, %453 : tensor<128x128xf32>
      %455 = stablehlo.tanh %454 : tensor<128x128xf32>
      %456 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %457 = stablehlo.multiply %455, %456 : tensor<128x128xf32>
      %458 = func.call @namtrain_tiny_cpu_bwd___where(%452, %457, %cst_0) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<f32>) -> tensor<128x128xf32>
      %459 = stablehlo.broadcast_in_dim %421, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
      %460 = stablehlo.subtract %458, %459 : tensor<128x128xf32>
      %461 = stablehlo.exponential %460 : tensor<128x128xf32>
      %462 = stablehlo.dot_general %178, %128, contracting_dims = [1] x [1] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
      %463 = stablehlo.broadcast_in_dim %430, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
      %464 = stablehlo.subtract %462, %463 : tensor<128x128xf32>
      %465 = stablehlo.multiply %464, %461 : tensor<128x128xf32>
      %466 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %467 = stablehlo.divide %431, %466 : tensor<128x128xf32>
      %468 = stablehlo.tanh %467 : tensor<128x128xf32>
      %469 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %470 = stablehlo.subtract %469, %468 : tensor<128x128xf32>
      %471 = stablehlo.multiply %465, %470 : tensor<128x128xf32>
      %472 = stablehlo.multiply %471, %468 : tensor<128x128xf32>
      %473 = stablehlo.add %471, %472 : tensor<128x128xf32>
      %474 = stablehlo.dot_general %473, %114, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
      %475 = stablehlo.add %227, %474 : tensor<128x128xf32>
      stablehlo.return %475 : tensor<128x128xf32>
    }) : (tensor<i32>) -> tensor<128x128xf32>
    %255 = stablehlo.compare EQ, %iterArg_23, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %256 = stablehlo.convert %255 : (tensor<i1>) -> tensor<i32>
    %257:2 = "stablehlo.case"(%256) ({
      stablehlo.return %254, %224 : tensor<128x128xf32>, tensor<128x128xf32>
    }, {
      %413 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      stablehlo.return %413, %254 : tensor<128x128xf32>, tensor<128x128xf32>
    }) : (tensor<i32>) -> (tensor<128x128xf32>, tensor<128x128xf32>)
    %258 = stablehlo.broadcast_in_dim %100, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %259 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %260 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %261 = stablehlo.select %259, %260, %iterArg_20 : tensor<i1>, tensor<i32>
    %262 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %263 = stablehlo.add %iterArg_21, %c_9 : tensor<i32>
    %264 = stablehlo.select %262, %263, %iterArg_21 : tensor<i1>, tensor<i32>
    %265 = stablehlo.compare LT, %39, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %266 = stablehlo.add %39, %c_5 : tensor<i32>
    %267 = stablehlo.select %265, %266, %39 : tensor<i1>, tensor<i32>
    %268 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %269 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %270 = stablehlo.select %268, %269, %c_8 : tensor<i1>, tensor<i32>
    %271 = stablehlo.dynamic_update_slice %iterArg_24, %258, %261, %264, %267, %270 : (tensor<2x4x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x256x128xf32>
    %272 = stablehlo.broadcast_in_dim %114, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %273 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %274 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %275 = stablehlo.select %273, %274, %iterArg_20 : tensor<i1>, tensor<i32>
    %276 = stablehlo.compare LT, %52, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %277 = stablehlo.add %52, %c_10 : tensor<i32>
    %278 = stablehlo.select %276, %277, %52 : tensor<i1>, tensor<i32>
    %279 = stablehlo.compare LT, %53, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %280 = stablehlo.add %53, %c_5 : tensor<i32>
    %281 = stablehlo.select %279, %280, %53 : tensor<i1>, tensor<i32>
    %282 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %283 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %284 = stablehlo.select %282, %283, %c_8 : tensor<i1>, tensor<i32>
    %285 = stablehlo.dynamic_update_slice %iterArg_25, %272, %275, %278, %281, %284 : (tensor<2x2x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x256x128xf32>
    %286 = stablehlo.broadcast_in_dim %128, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %287 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %288 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %289 = stablehlo.select %287, %288, %iterArg_20 : tensor<i1>, tensor<i32>
    %290 = stablehlo.compare LT, %66, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %291 = stablehlo.add %66, %c_10 : tensor<i32>
    %292 = stablehlo.select %290, %291, %66 : tensor<i1>, tensor<i32>
    %293 = stablehlo.compare LT, %67, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %294 = stablehlo.add %67, %c_5 : tensor<i32>
    %295 = stablehlo.select %293, %294, %67 : tensor<i1>, tensor<i32>
    %296 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %297 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %298 = stablehlo.select %296, %297, %c_8 : tensor<i1>, tensor<i32>
    %299 = stablehlo.dynamic_update_slice %iterArg_26, %286, %289, %292, %295, %298 : (tensor<2x2x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x256x128xf32>
    %300 = stablehlo.broadcast_in_dim %139, dims = [1, 2] : (tensor<128x128xi32>) -> tensor<1x128x128xi32>
    %301 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %302 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %303 = stablehlo.select %301, %302, %iterArg_20 : tensor<i1>, tensor<i32>
    %304 = stablehlo.compare LT, %68, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %305 = stablehlo.add %68, %c_5 : tensor<i32>
    %306 = stablehlo.select %304, %305, %68 : tensor<i1>, tensor<i32>
    %307 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %308 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %309 = stablehlo.select %307, %308, %c_8 : tensor<i1>, tensor<i32>
    %310 = stablehlo.dynamic_update_slice %iterArg_27, %300, %303, %306, %309 : (tensor<2x256x128xi32>, tensor<1x128x128xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x128xi32>
    %311 = stablehlo.broadcast_in_dim %150, dims = [1, 2] : (tensor<8x128xi32>) -> tensor<1x8x128xi32>
    %312 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %313 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %314 = stablehlo.select %312, %313, %iterArg_20 : tensor<i1>, tensor<i32>
    %315 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %316 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %317 = stablehlo.select %315, %316, %c_8 : tensor<i1>, tensor<i32>
    %318 = stablehlo.compare LT, %81, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %319 = stablehlo.add %81, %c_5 : tensor<i32>
    %320 = stablehlo.select %318, %319, %81 : tensor<i1>, tensor<i32>
    %321 = stablehlo.dynamic_update_slice %iterArg_28, %311, %314, %317, %320 : (tensor<2x8x256xi32>, tensor<1x8x128xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x256xi32>
    %322 = stablehlo.broadcast_in_dim %164, dims = [2, 3] : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %323 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %324 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %325 = stablehlo.select %323, %324, %iterArg_20 : tensor<i1>, tensor<i32>
    %326 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %327 = stablehlo.add %iterArg_21, %c_9 : tensor<i32>
    %328 = stablehlo.select %326, %327, %iterArg_21 : tensor<i1>, tensor<i32>
    %329 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %330 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %331 = stablehlo.select %329, %330, %c_8 : tensor<i1>, tensor<i32>
    %332 = stablehlo.compare LT, %82, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %333 = stablehlo.add %82, %c_5 : tensor<i32>
    %334 = stablehlo.select %332, %333, %82 : tensor<i1>, tensor<i32>
    %335 = stablehlo.dynamic_update_slice %iterArg_29, %322, %325, %328, %331, %334 : (tensor<2x4x1x256xf32>, tensor<1x1x1x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x1x256xf32>
    %336 = stablehlo.broadcast_in_dim %178, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %337 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %338 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %339 = stablehlo.select %337, %338, %iterArg_20 : tensor<i1>, tensor<i32>
    %340 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %341 = stablehlo.add %iterArg_21, %c_9 : tensor<i32>
    %342 = stablehlo.select %340, %341, %iterArg_21 : tensor<i1>, tensor<i32>
    %343 = stablehlo.compare LT, %83, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %344 = stablehlo.add %83, %c_5 : tensor<i32>
    %345 = stablehlo.select %343, %344, %83 : tensor<i1>, tensor<i32>
    %346 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %347 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %348 = stablehlo.select %346, %347, %c_8 : tensor<i1>, tensor<i32>
    %349 = stablehlo.dynamic_update_slice %iterArg_30, %336, %339, %342, %345, %348 : (tensor<2x4x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x256x128xf32>
    %350 = stablehlo.broadcast_in_dim %192, dims = [2, 3] : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %351 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %352 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %353 = stablehlo.select %351, %352, %iterArg_20 : tensor<i1>, tensor<i32>
    %354 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %355 = stablehlo.add %iterArg_21, %c_9 : tensor<i32>
    %356 = stablehlo.select %354, %355, %iterArg_21 : tensor<i1>, tensor<i32>
    %357 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %358 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %359 = stablehlo.select %357, %358, %c_8 : tensor<i1>, tensor<i32>
    %360 = stablehlo.compare LT, %84, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %361 = stablehlo.add %84, %c_5 : tensor<i32>
    %362 = stablehlo.select %360, %361, %84 : tensor<i1>, tensor<i32>
    %363 = stablehlo.dynamic_update_slice %iterArg_31, %350, %353, %356, %359, %362 : (tensor<2x4x1x256xf32>, tensor<1x1x1x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x1x256xf32>
    %364 = stablehlo.compare LT, %85, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %365 = stablehlo.add %85, %c_5 : tensor<i32>
    %366 = stablehlo.select %364, %365, %85 : tensor<i1>, tensor<i32>
    %367 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %368 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %369 = stablehlo.select %367, %368, %c_8 : tensor<i1>, tensor<i32>
    %370 = stablehlo.dynamic_update_slice %iterArg_32, %199, %366, %369 : (tensor<256x128xi32>, tensor<128x128xi32>, tensor<i32>, tensor<i32>) -> tensor<256x128xi32>
    %371 = stablehlo.broadcast_in_dim %257#0, dims = [1, 2] : (tensor<128x128xf32>) -> tensor<1x128x128xf32>
    %372 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %373 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %374 = stablehlo.select %372, %373, %iterArg_20 : tensor<i1>, tensor<i32>
    %375 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %376 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %377 = stablehlo.select %375, %376, %c_8 : tensor<i1>, tensor<i32>
    %378 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %379 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %380 = stablehlo.select %378, %379, %c_8 : tensor<i1>, tensor<i32>
    %381 = stablehlo.dynamic_update_slice %iterArg_33, %371, %374, %377, %380 : (tensor<2x128x128xf32>, tensor<1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x128xf32>
    %382 = stablehlo.broadcast_in_dim %257#1, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %383 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %384 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %385 = stablehlo.select %383, %384, %iterArg_20 : tensor<i1>, tensor<i32>
    %386 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %387 = stablehlo.add %iterArg_21, %c_9 : tensor<i32>
    %388 = stablehlo.select %386, %387, %iterArg_21 : tensor<i1>, tensor<i32>
    %389 = stablehlo.compare LT, %86, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %390 = stablehlo.add %86, %c_5 : tensor<i32>
    %391 = stablehlo.select %389, %390, %86 : tensor<i1>, tensor<i32>
    %392 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %393 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %394 = stablehlo.select %392, %393, %c_8 : tensor<i1>, tensor<i32>
    %395 = stablehlo.dynamic_update_slice %iterArg_34, %382, %385, %388, %391, %394 : (tensor<2x4x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x256x128xf32>
    %396 = stablehlo.add %iterArg_19, %c_7 : tensor<i32>
    %397 = stablehlo.add %iterArg_23, %c_7 : tensor<i32>
    %398 = func.call @namtrain_tiny_cpu_bwd___where_1(%c_2, %397, %iterArg_23) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %399 = stablehlo.compare EQ, %398, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %400 = func.call @namtrain_tiny_cpu_bwd___where_2(%399, %c_8, %398) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %401 = stablehlo.add %iterArg_22, %c_7 : tensor<i32>
    %402 = func.call @namtrain_tiny_cpu_bwd___where_1(%399, %401, %iterArg_22) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %403 = stablehlo.compare EQ, %402, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %404 = func.call @namtrain_tiny_cpu_bwd___where_2(%403, %c_8, %402) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %405 = stablehlo.add %iterArg_21, %c_7 : tensor<i32>
    %406 = func.call @namtrain_tiny_cpu_bwd___where_1(%403, %405, %iterArg_21) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %407 = stablehlo.compare EQ, %406, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %408 = func.call @namtrain_tiny_cpu_bwd___where_2(%407, %c_8, %406) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %409 = stablehlo.add %iterArg_20, %c_7 : tensor<i32>
    %410 = func.call @namtrain_tiny_cpu_bwd___where_1(%407, %409, %iterArg_20) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %411 = stablehlo.compare EQ, %410, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %412 = func.call @namtrain_tiny_cpu_bwd___where_2(%411, %c_8, %410) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %iterArg_17, %iterArg_18, %396, %412, %408, %404, %400, %271, %285, %299, %310, %321, %335, %349, %363, %370, %381, %395 : tensor<i32>, tensor<1x2x2xi8>, tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4x256x128xf32>, tensor<2x2x256x128xf32>, tensor<2x2x256x128xf32>, tensor<2x256x128xi32>, tensor<2x8x256xi32>, tensor<2x4x1x256xf32>, tensor<2x4x256x128xf32>, tensor<2x4x1x256xf32>, tensor<256x128xi32>, tensor<2x128x128xf32>, tensor<2x4x256x128xf32>
  }
  %34 = stablehlo.transpose %33#18, dims = [0, 2, 1, 3] : (tensor<2x4x256x128xf32>) -> tensor<2x256x4x128xf32>
  %35 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x256x4x128xf32>
  %36 = stablehlo.multiply %34, %35 : tensor<2x256x4x128xf32>
  %37 = stablehlo.transpose %22#19, dims = [0, 2, 1, 3] : (tensor<2x2x256x128xf32>) -> tensor<2x256x2x128xf32>
  %38 = stablehlo.transpose %22#20, dims = [0, 2, 1, 3] : (tensor<2x2x256x128xf32>) -> tensor<2x256x2x128xf32>
  return %36, %37, %38 : tensor<2x256x4x128xf32>, tensor<2x256x2x128xf32>, tensor<2x256x2x128xf32>
}
func.func private @namtrain_tiny_cpu_bwd__closed_call(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<128x128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<128x128xf32>, %arg5: tensor<8x128xf32>, %arg6: tensor<128x128xf32>, %arg7: tensor<8x128xf32>, %arg8: tensor<8x128xi32>, %arg9: tensor<128x128xi32>, %arg10: tensor<8x128xi32>, %arg11: tensor<128x128xf32>, %arg12: tensor<128x128xf32>, %arg13: tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>) {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0:12 = call @namtrain_tiny_cpu_bwd__closed_call_0(%arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg0, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13) : (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<i32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>)
  %1 = stablehlo.add %arg1, %c : tensor<i32>
  return %1, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#0 : tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>
}
func.func private @namtrain_tiny_cpu_bwd__closed_call_0(%arg0: tensor<128x128xf32>, %arg1: tensor<128x128xf32>, %arg2: tensor<128x128xf32>, %arg3: tensor<8x128xf32>, %arg4: tensor<128x128xf32>, %arg5: tensor<8x128xf32>, %arg6: tensor<i32>, %arg7: tensor<8x128xi32>, %arg8: tensor<128x128xi32>, %arg9: tensor<8x128xi32>, %arg10: tensor<128x128xf32>, %arg11: tensor<128x128xf32>, %arg12: tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>) {
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %cst_0 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
  %cst_1 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<127> : tensor<i32>
  %c_3 = stablehlo.constant dense<128> : tensor<i32>
  %c_4 = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.add %arg12, %c_4 : tensor<i32>
  %1 = stablehlo.multiply %arg12, %c_3 : tensor<i32>
  %2 = stablehlo.convert %1 : tensor<i32>
  %3 = stablehlo.compare LT, %2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %4 = stablehlo.add %2, %c_3 : tensor<i32>
  %5 = stablehlo.select %3, %4, %2 : tensor<i1>, tensor<i32>
  %6 = stablehlo.compare LT, %c, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %7 = stablehlo.add %c, %c_3 : tensor<i32>
  %8 = stablehlo.select %6, %7, %c : tensor<i1>, tensor<i32>
  %9 = stablehlo.dynamic_slice %arg1, %5, %8, sizes = [128, 128] : (tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<128x128xf32>
  %10 = stablehlo.convert %1 : tensor<i32>
  %11 = stablehlo.compare LT, %10, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %12 = stablehlo.add %10, %c_3 : tensor<i32>
  %13 = stablehlo.select %11, %12, %10 : tensor<i1>, tensor<i32>
  %14 = stablehlo.compare LT, %c, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %15 = stablehlo.add %c, %c_3 : tensor<i32>
  %16 = stablehlo.select %14, %15, %c : tensor<i1>, tensor<i32>
  %17 = stablehlo.dynamic_slice %arg2, %13, %16, sizes = [128, 128] : (tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<128x128xf32>
  %18 = stablehlo.slice %arg3 [0:1, 0:128] : (tensor<8x128xf32>) -> tensor<1x128xf32>
  %19 = stablehlo.slice %arg5 [0:1, 0:128] : (tensor<8x128xf32>) -> tensor<1x128xf32>
  %20 = stablehlo.dot_general %9, %arg0, contracting_dims = [1] x [1] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
  %21 = stablehlo.multiply %arg6, %c_3 : tensor<i32>
  %22 = stablehlo.multiply %arg12, %c_3 : tensor<i32>
  %23 = stablehlo.convert %22 : tensor<i32>
  %24 = stablehlo.add %21, %23 : tensor<i32>
  %25 = stablehlo.iota dim = 0 : tensor<128x128xi32>
  %26 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
  %27 = stablehlo.add %26, %25 : tensor<128x128xi32>
  %28 = stablehlo.slice %arg7 [0:1, 0:128] : (tensor<8x128xi32>) -> tensor<1x128xi32>
  %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x128xi32>) -> tensor<128x128xi32>
  %30 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
  %31 = stablehlo.subtract %29, %30 : tensor<128x128xi32>
  %32 = stablehlo.compare LE, %31, %27, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
  %33 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
  %34 = stablehlo.add %29, %33 : tensor<128x128xi32>
  %35 = stablehlo.compare GE, %34, %27, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
  %36 = stablehlo.and %32, %35 : tensor<128x128xi1>
  %37 = stablehlo.convert %1 : tensor<i32>
  %38 = stablehlo.compare LT, %37, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %39 = stablehlo.add %37, %c_3 : tensor<i32>
  %40 = stablehlo.select %38, %39, %37 : tensor<i1>, tensor<i32>
  %41 = stablehlo.compare LT, %c, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %42 = stablehlo.add %c, %c_3 : tensor<i32>
  %43 = stablehlo.select %41, %42, %c : tensor<i1>, tensor<i32>
  %44 = stablehlo.dynamic_slice %arg8, %40, %43, sizes = [128, 128] : (tensor<128x128xi32>, tensor<i32>, tensor<i32>) -> tensor<128x128xi32>
  %45 = stablehlo.reshape %44 : (tensor<128x128xi32>) -> tensor<1x128x1x128xi32>
  %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x128x1x128xi32>) -> tensor<1x128x1x128xi32>
  %47 = stablehlo.reshape %46 : (tensor<1x128x1x128xi32>) -> tensor<128x128xi32>
  %48 = stablehlo.slice %arg9 [0:1, 0:128] : (tensor<8x128xi32>) -> tensor<1x128xi32>
  %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<1x128xi32>) -> tensor<128x128xi32>
  %50 = stablehlo.compare EQ, %49, %47, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
  %51 = stablehlo.and %36, %50 : tensor<128x128xi1>
  %52 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
  %53 = stablehlo.divide %20, %52 : tensor<128x128xf32>
  %54 = stablehlo.tanh %53 : tensor<128x128xf32>
  %55 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
  %56 = stablehlo.multiply %54, %55 : tensor<128x128xf32>
  %57 = call @namtrain_tiny_cpu_bwd___where(%51, %56, %cst_0) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<f32>) -> tensor<128x128xf32>
  %58 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<128x128xf32>
  %59 = stablehlo.subtract %57, %58 : tensor<128x128xf32>
  %60 = stablehlo.exponential %59 : tensor<128x128xf32>
  %61 = stablehlo.dot_general %60, %arg4, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
  %62 = stablehlo.convert %1 : tensor<i32>
  %63 = stablehlo.compare LT, %62, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %64 = stablehlo.add %62, %c_3 : tensor<i32>
  %65 = stablehlo.select %63, %64, %62 : tensor<i1>, tensor<i32>
  %66 = stablehlo.compare LT, %c, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %67 = stablehlo.add %c, %c_3 : tensor<i32>
  %68 = stablehlo.select %66, %67, %c : tensor<i1>, tensor<i32>
  %69 = stablehlo.dynamic_slice %arg10, %65, %68, sizes = [128, 128] : (tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<128x128xf32>
  %70 = stablehlo.add %61, %69 : tensor<128x128xf32>
  %71 = stablehlo.convert %1 : tensor<i32>
  %72 = stablehlo.compare LT, %71, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %73 = stablehlo.add %71, %c_3 : tensor<i32>
  %74 = stablehlo.select %72, %73, %71 : tensor<i1>, tensor<i32>
  %75 = stablehlo.compare LT, %c, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %76 = stablehlo.add %c, %c_3 : tensor<i32>
  %77 = stablehlo.select %75, %76, %c : tensor<i1>, tensor<i32>
  %78 = stablehlo.dynamic_update_slice %arg10, %70, %74, %77 : (tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<128x128xf32>
  %79 = stablehlo.dot_general %17, %arg4, contracting_dims = [1] x [1] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
  %80 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<128x128xf32>
  %81 = stablehlo.subtract %79, %80 : tensor<128x128xf32>
  %82 = stablehlo.multiply %81, %60 : tensor<128x128xf32>
  %83 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
  %84 = stablehlo.divide %20, %83 : tensor<128x128xf32>
  %85 = stablehlo.tanh %84 : tensor<128x128xf32>
  %86 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
  %87 = stablehlo.subtract %86, %85 : tensor<128x128xf32>
  %88 = stablehlo.multiply %82, %87 : tensor<128x128xf32>
  %89 = stablehlo.multiply %88, %85 : tensor<128x128xf32>
  %90 = stablehlo.add %88, %89 : tensor<128x128xf32>
  %91 = stablehlo.dot_general %90, %arg0, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
  %92 = stablehlo.convert %1 : tensor<i32>
  %93 = stablehlo.compare LT, %92, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %94 = stablehlo.add %92, %c_3 : tensor<i32>
  %95 = stablehlo.select %93, %94, %92 : tensor<i1>, tensor<i32>
  %96 = stablehlo.compare LT, %c, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %97 = stablehlo.add %c, %c_3 : tensor<i32>
  %98 = stablehlo.select %96, %97, %c : tensor<i1>, tensor<i32>
  %99 = stablehlo.dynamic_slice %arg11, %95, %98, sizes = [128, 128] : (tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<128x128xf32>
  %100 = stablehlo.add %91, %99 : tensor<128x128xf32>
  %101 = stablehlo.convert %1 : tensor<i32>
  %102 = stablehlo.compare LT, %101, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %103 = stablehlo.add %101, %c_3 : tensor<i32>
  %104 = stablehlo.select %102, %103, %101 : tensor<i1>, tensor<i32>
  %105 = stablehlo.compare LT, %c, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %106 = stablehlo.add %c, %c_3 : tensor<i32>
  %107 = stablehlo.select %105, %106, %c : tensor<i1>, tensor<i32>
  %108 = stablehlo.dynamic_update_slice %arg11, %100, %104, %107 : (tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<128x128xf32>
  return %0, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg7, %arg8, %arg9, %78, %108 : tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>
}
func.func private @namtrain_tiny_cpu_bwd___where(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<f32>) -> tensor<128x128xf32> {
  %0 = stablehlo.convert %arg2 : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<128x128xi1>, tensor<128x128xf32>
  return %2 : tensor<128x128xf32>
}
func.func private @namtrain_tiny_cpu_bwd___where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_tiny_cpu_bwd___where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i32>
  return %1 : tensor<i32>
}
